// Cash register: open (one per cashier and branch office), cash in/out, X/Z reports and close.
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type {
  CashMethodSummary,
  CashRegister,
  CashRegisterDetail,
  CashRegisterListQuery,
  CashRegisterMovement,
  CashRegisterMovementRequest,
  CashReport,
  CloseCashRegisterRequest,
  OpenCashRegisterRequest,
  Paginated,
} from '@mikro/contracts';
import { TRANSACTION_TYPE } from '@mikro/contracts';
import { MAX_MONEY, Money } from '@mikro/domain';
import type { Database, Executor } from '../../../db/client';
import { onlyRow } from '../../../db/rows';
import { cashRegisterMovements, cashRegisterTransactions, cashRegisters, roles, users } from '../../../db/schema/index';
import { isAdminRole } from '../../../plugins/auth';
import { hasPermission } from '../../../shared/access';
import { badRequest, HttpError, notFound } from '../../../plugins/errors';
import { positiveAmount } from '../shared/amounts';
import type { StoreContext } from '../shared/context';
import { pgCode } from '../../../db/errors';
import { iso, isoOrNull, paging, requireMethod } from '../shared/mappers';
import { listTransactions } from './transactions.service';
import { CASH_METHOD_ID, methodSummaries, registerFlows } from './summary';

type RegisterRow = typeof cashRegisters.$inferSelect;

export const NO_OPEN_REGISTER = 'No hay una caja abierta para este cajero en esta sucursal; abra la caja antes de vender';
export const ALREADY_OPEN = 'Ya tiene una caja abierta en esta sucursal; ciérrela antes de abrir otra';
export const ALREADY_CLOSED = 'La caja ya está cerrada';
export const NOT_YOUR_REGISTER = 'Solo el cajero de esta caja o un supervisor pueden registrar movimientos en ella o cerrarla';

/** The route whose 'supervisar' action lets a role act on other cashiers' registers. */
export const REGISTER_ROUTE = '/ventas';

/** Whether the caller's role may act on other cashiers' registers (administrators always may). */
async function maySupervise(db: Executor, ctx: StoreContext): Promise<boolean> {
  const [role] = await db
    .select({ id: roles.id, name: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, ctx.userId), eq(users.companyId, ctx.companyId)));
  if (!role) return false;
  return isAdminRole(role) || hasPermission(db, role.id, REGISTER_ROUTE, 'supervisar');
}

/** Only the register's own cashier, or a supervisor, may add movements to it or close it (403 otherwise). */
async function requireOwnerOrSupervisor(db: Executor, ctx: StoreContext, row: RegisterRow): Promise<void> {
  if (row.cashierId === ctx.userId) return;
  if (!(await maySupervise(db, ctx))) throw new HttpError(403, NOT_YOUR_REGISTER);
}

async function toRegister(db: Executor, row: RegisterRow): Promise<CashRegister> {
  const [cashier] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, row.cashierId));
  return {
    id: row.id,
    branchOfficeId: row.branchOfficeId,
    cashier: cashier ?? { id: row.cashierId, name: '' },
    status: row.closedAt ? 'cerrada' : 'abierta',
    openingAmount: row.openingAmount,
    openAt: iso(row.openAt),
    closedAt: isoOrNull(row.closedAt),
    notes: row.notes,
    closing: (row.closing as CashMethodSummary[] | null) ?? null,
  };
}

/** The register of this company and branch office, or 404. */
export async function findRegister(db: Executor, ctx: StoreContext, id: number, lock?: 'update' | 'share'): Promise<RegisterRow> {
  const query = db
    .select()
    .from(cashRegisters)
    .where(and(eq(cashRegisters.id, id), eq(cashRegisters.companyId, ctx.companyId), eq(cashRegisters.branchOfficeId, ctx.branchOfficeId)));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw notFound('Caja no encontrada');
  return row;
}

/**
 * The caller's open register in the branch office, or 409. Locked for share so a close waits for running sales;
 * for update when the caller takes money out of it (a refund), so two withdrawals cannot both spend the same cash.
 */
export async function requireOpenRegister(db: Executor, ctx: StoreContext, lock: 'share' | 'update' = 'share'): Promise<RegisterRow & { cashierName: string }> {
  const [row] = await db
    .select({ register: cashRegisters, cashierName: users.name })
    .from(cashRegisters)
    .innerJoin(users, eq(users.id, cashRegisters.cashierId))
    .where(and(eq(cashRegisters.cashierId, ctx.userId), eq(cashRegisters.branchOfficeId, ctx.branchOfficeId), isNull(cashRegisters.closedAt)))
    .for(lock, { of: cashRegisters });
  if (!row) throw new HttpError(409, NO_OPEN_REGISTER);
  return { ...row.register, cashierName: row.cashierName };
}

async function movementsOf(db: Executor, registerId: number): Promise<CashRegisterMovement[]> {
  const rows = await db
    .select({ movement: cashRegisterMovements, userName: users.name })
    .from(cashRegisterMovements)
    .innerJoin(users, eq(users.id, cashRegisterMovements.userId))
    .where(eq(cashRegisterMovements.cashRegisterId, registerId))
    .orderBy(cashRegisterMovements.id);
  return rows.map(({ movement, userName }) => ({
    id: movement.id,
    type: movement.type as CashRegisterMovement['type'],
    methodId: movement.methodId,
    amount: movement.amount,
    reason: movement.reason,
    user: { id: movement.userId, name: userName },
    createdAt: iso(movement.createdAt),
  }));
}

export async function registerDetail(db: Executor, ctx: StoreContext, id: number): Promise<CashRegisterDetail> {
  const row = await findRegister(db, ctx, id);
  const transactions = await listTransactions(db, ctx, eq(cashRegisterTransactions.cashRegisterId, id));
  return { ...(await toRegister(db, row)), transactions, movements: await movementsOf(db, id) };
}

export async function currentRegister(db: Executor, ctx: StoreContext): Promise<CashRegisterDetail | null> {
  const [row] = await db
    .select({ id: cashRegisters.id })
    .from(cashRegisters)
    .where(and(eq(cashRegisters.cashierId, ctx.userId), eq(cashRegisters.branchOfficeId, ctx.branchOfficeId), isNull(cashRegisters.closedAt)));
  return row ? registerDetail(db, ctx, row.id) : null;
}

export async function listRegisters(db: Executor, ctx: StoreContext, query: CashRegisterListQuery): Promise<Paginated<CashRegister>> {
  const { page, limit, offset } = paging(query);
  const conditions: SQL[] = [eq(cashRegisters.companyId, ctx.companyId), eq(cashRegisters.branchOfficeId, ctx.branchOfficeId)];
  if (query.status === 'abierta') conditions.push(isNull(cashRegisters.closedAt));
  if (query.status === 'cerrada') conditions.push(isNotNull(cashRegisters.closedAt));
  if (query.mine) conditions.push(eq(cashRegisters.cashierId, ctx.userId));
  else if (query.cashierId !== undefined) conditions.push(eq(cashRegisters.cashierId, query.cashierId));
  const where = and(...conditions);
  const { total } = onlyRow(await db.select({ total: count() }).from(cashRegisters).where(where));
  const rows = await db.select().from(cashRegisters).where(where).orderBy(desc(cashRegisters.id)).limit(limit).offset(offset);
  const data = await Promise.all(rows.map((row) => toRegister(db, row)));
  return { data, count: data.length, total, page, pageCount: Math.ceil(total / limit) };
}

export async function openRegister(db: Database, ctx: StoreContext, body: OpenCashRegisterRequest): Promise<CashRegisterDetail> {
  const openingAmount = Money.of(body.openingAmount).toFixed2();
  try {
    const id = await db.transaction(async (tx) => {
      const row = onlyRow(
        await tx
          .insert(cashRegisters)
          .values({ companyId: ctx.companyId, branchOfficeId: ctx.branchOfficeId, cashierId: ctx.userId, openingAmount, notes: body.notes ?? '' })
          .returning({ id: cashRegisters.id }),
      );
      await tx.insert(cashRegisterTransactions).values({
        cashRegisterId: row.id,
        agentId: ctx.userId,
        transactionTypeId: TRANSACTION_TYPE.apertura,
        methodId: CASH_METHOD_ID,
        amount: openingAmount,
        notes: 'Apertura de caja',
      });
      return row.id;
    });
    return registerDetail(db, ctx, id);
  } catch (error) {
    if (pgCode(error) === '23505') throw new HttpError(409, ALREADY_OPEN);
    throw error;
  }
}

/** What was counted per payment method (each a known method, once). */
function countedAmounts(body: CloseCashRegisterRequest): Map<number, Money> {
  const counted = new Map<number, Money>();
  body.counted.forEach((line, index) => {
    const methodId = requireMethod(line.methodId, `counted.${index}.methodId`);
    if (counted.has(methodId)) throw badRequest('Forma de pago repetida en el conteo', [{ field: `counted.${index}.methodId`, message: 'Repetida' }]);
    counted.set(methodId, Money.of(line.amount));
  });
  return counted;
}

async function buildReport(db: Executor, row: RegisterRow, counted: Map<number, Money> | null): Promise<CashReport> {
  const flows = await registerFlows(db, row);
  const methods = methodSummaries(flows.expected, counted);
  return {
    kind: row.closedAt ? 'Z' : 'X',
    cashRegister: await toRegister(db, row),
    generatedAt: new Date().toISOString(),
    salesCount: flows.salesCount,
    offlineSalesCount: flows.offlineSalesCount,
    salesTotal: flows.salesTotal.toFixed2(),
    collectedTotal: flows.collectedTotal.toFixed2(),
    refundsTotal: flows.refundsTotal.toFixed2(),
    cashIn: flows.cashIn.toFixed2(),
    cashOut: flows.cashOut.toFixed2(),
    methods,
    expectedTotal: Money.sum(methods.map((m) => m.expected)).toFixed2(),
  };
}

/** Closes the register with the counted amounts; any failure leaves it open and unchanged. */
export async function closeRegister(db: Database, ctx: StoreContext, id: number, body: CloseCashRegisterRequest): Promise<CashReport> {
  const counted = countedAmounts(body);
  return db.transaction(async (tx) => {
    const row = await findRegister(tx, ctx, id, 'update');
    await requireOwnerOrSupervisor(tx, ctx, row);
    if (row.closedAt) throw new HttpError(409, ALREADY_CLOSED);
    const flows = await registerFlows(tx, row);
    // A close records what was counted: every method the register handled must be counted, 0 included.
    const missing = methodSummaries(flows.expected, null).filter((method) => !counted.has(method.methodId));
    if (missing.length > 0) {
      const names = missing.map((method) => method.methodName).join(', ');
      throw badRequest(`Falta contar ${names} antes de cerrar la caja`, [{ field: 'counted', message: `Escriba lo contado en ${names} (0 si no hay)` }]);
    }
    const closing = methodSummaries(flows.expected, counted);
    const closedAt = new Date();
    const closed = onlyRow(
      await tx
        .update(cashRegisters)
        .set({ closedAt, closing, notes: body.notes ?? row.notes })
        .where(eq(cashRegisters.id, id))
        .returning(),
    );
    // One close transaction per counted method: the sum of cash and card vouchers written as Efectivo read as
    // cash in the drawer that never was. A register that counted nothing still records its close (0 in cash).
    const countedMethods = [...counted.entries()].filter(([, amount]) => !amount.isZero());
    await tx.insert(cashRegisterTransactions).values(
      (countedMethods.length > 0 ? countedMethods : [[CASH_METHOD_ID, Money.ZERO] as const]).map(([methodId, amount]) => ({
        cashRegisterId: id,
        agentId: ctx.userId,
        transactionTypeId: TRANSACTION_TYPE.cierre,
        methodId,
        amount: amount.toFixed2(),
        notes: 'Cierre de caja',
      })),
    );
    return buildReport(tx, closed, counted);
  });
}

/** X report of the open register, or Z report of a closed one (with its counted amounts). */
export async function cashReport(db: Executor, ctx: StoreContext, registerId: number | undefined): Promise<CashReport> {
  let row: RegisterRow;
  if (registerId === undefined) {
    const [open] = await db
      .select()
      .from(cashRegisters)
      .where(and(eq(cashRegisters.cashierId, ctx.userId), eq(cashRegisters.branchOfficeId, ctx.branchOfficeId), isNull(cashRegisters.closedAt)));
    if (!open) throw new HttpError(409, NO_OPEN_REGISTER);
    row = open;
  } else {
    row = await findRegister(db, ctx, registerId);
  }
  const closing = row.closing as CashMethodSummary[] | null;
  const counted = closing ? new Map(closing.map((m) => [m.methodId, Money.of(m.counted ?? '0')])) : null;
  return buildReport(db, row, counted);
}

export async function addMovement(db: Database, ctx: StoreContext, id: number, body: CashRegisterMovementRequest): Promise<CashRegisterMovement> {
  const amount = positiveAmount(body.amount, 'amount');
  const reason = body.reason.trim();
  if (!reason) throw badRequest('Indique el motivo del movimiento', [{ field: 'reason', message: 'Este campo es requerido' }]);
  const methodId = body.methodId === undefined ? CASH_METHOD_ID : requireMethod(body.methodId, 'methodId');
  const movementId = await db.transaction(async (tx) => {
    const row = await findRegister(tx, ctx, id, 'update');
    await requireOwnerOrSupervisor(tx, ctx, row);
    if (row.closedAt) throw new HttpError(409, ALREADY_CLOSED);
    if (body.type === 'salida') {
      const available = (await registerFlows(tx, row)).expected.get(methodId) ?? Money.ZERO;
      if (amount.gt(available)) throw new HttpError(409, `No hay suficiente dinero en caja para retirar (disponible: ${available.toFixed2()})`);
    }
    if (body.type === 'entrada') {
      // What the register expects must stay a sum its close can store (MAX_MONEY), for the method and in all.
      const expected = (await registerFlows(tx, row)).expected;
      const total = Money.sum([...expected.values()]).plus(amount);
      const method = (expected.get(methodId) ?? Money.ZERO).plus(amount);
      if (total.gt(Money.of(MAX_MONEY)) || method.gt(Money.of(MAX_MONEY))) {
        const message = `La caja no puede sumar más de ${Money.of(MAX_MONEY).toFixed2()}; esta entrada la pasaría`;
        throw badRequest(message, [{ field: 'amount', message }]);
      }
    }
    const movement = onlyRow(
      await tx
        .insert(cashRegisterMovements)
        .values({ cashRegisterId: id, type: body.type, methodId, amount: amount.toFixed2(), reason, userId: ctx.userId })
        .returning({ id: cashRegisterMovements.id }),
    );
    await tx.insert(cashRegisterTransactions).values({
      cashRegisterId: id,
      agentId: ctx.userId,
      transactionTypeId: body.type === 'entrada' ? TRANSACTION_TYPE.entrada : TRANSACTION_TYPE.salida,
      movementId: movement.id,
      methodId,
      amount: amount.toFixed2(),
      notes: reason,
    });
    return movement.id;
  });
  const movements = await movementsOf(db, id);
  return movements.find((m) => m.id === movementId)!;
}
