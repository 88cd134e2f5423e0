// Cash-register transactions (who, which register, which sale payment and which kind).
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type {
  CashRegisterTransaction,
  CreateCashRegisterTransactionRequest,
  Paginated,
  StoreListQuery,
  UpdateCashRegisterTransactionRequest,
} from '@mikro/contracts';
import { findPaymentMethod } from '@mikro/domain';
import type { Database, Executor } from '../../../db/client';
import { onlyRow } from '../../../db/rows';
import { cashRegisterTransactions, cashRegisters, storeSalePayments, storeSales, transactionTypes, users } from '../../../db/schema/index';
import { badRequest, HttpError, notFound } from '../../../plugins/errors';
import type { StoreContext } from '../shared/context';
import { pgCode } from '../../../db/errors';
import { iso, paging, toSalePayment } from '../shared/mappers';

const scoped = (ctx: StoreContext) => and(eq(cashRegisters.companyId, ctx.companyId), eq(cashRegisters.branchOfficeId, ctx.branchOfficeId));

function selectTransactions(db: Executor) {
  return db
    .select({ transaction: cashRegisterTransactions, type: transactionTypes, agentName: users.name, payment: storeSalePayments, sale: { serie: storeSales.serie, folio: storeSales.folio } })
    .from(cashRegisterTransactions)
    .innerJoin(cashRegisters, eq(cashRegisters.id, cashRegisterTransactions.cashRegisterId))
    .innerJoin(transactionTypes, eq(transactionTypes.id, cashRegisterTransactions.transactionTypeId))
    .innerJoin(users, eq(users.id, cashRegisterTransactions.agentId))
    .leftJoin(storeSalePayments, eq(storeSalePayments.id, cashRegisterTransactions.paymentId))
    .leftJoin(storeSales, eq(storeSales.id, cashRegisterTransactions.saleId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof selectTransactions>['where']>>[number];

function toTransaction({ transaction, type, agentName, payment, sale }: Joined): CashRegisterTransaction {
  const method = payment ? findPaymentMethod(payment.methodId) : undefined;
  return {
    id: transaction.id,
    agent: { id: transaction.agentId, name: agentName },
    cashRegister: { id: transaction.cashRegisterId },
    transactionType: { id: type.id, key: type.key, name: type.name, direction: type.direction as 'in' | 'out' },
    payment: payment
      ? {
          ...toSalePayment(payment),
          miniStoreSaleMethodPayments: { methodId: payment.methodId, methodName: method?.name ?? '', code: method?.code ?? '99' },
        }
      : null,
    saleId: transaction.saleId,
    saleFolio: sale?.serie ? `${sale.serie}-${sale.folio}` : null,
    methodId: transaction.methodId,
    amount: transaction.amount,
    notes: transaction.notes,
    createdAt: iso(transaction.createdAt),
  };
}

export async function listTransactions(db: Executor, ctx: StoreContext, where?: SQL): Promise<CashRegisterTransaction[]> {
  const rows = await selectTransactions(db).where(and(scoped(ctx), where)).orderBy(cashRegisterTransactions.id);
  return rows.map(toTransaction);
}

export async function pageTransactions(db: Executor, ctx: StoreContext, query: StoreListQuery & { cashRegisterId?: number }): Promise<Paginated<CashRegisterTransaction>> {
  const { page, limit, offset } = paging(query);
  const where = and(scoped(ctx), query.cashRegisterId !== undefined ? eq(cashRegisterTransactions.cashRegisterId, query.cashRegisterId) : undefined);
  const { total } = onlyRow(
    await db
      .select({ total: count() })
      .from(cashRegisterTransactions)
      .innerJoin(cashRegisters, eq(cashRegisters.id, cashRegisterTransactions.cashRegisterId))
      .where(where),
  );
  const rows = await selectTransactions(db).where(where).orderBy(desc(cashRegisterTransactions.id)).limit(limit).offset(offset);
  const data = rows.map(toTransaction);
  return { data, count: data.length, total, page, pageCount: Math.ceil(total / limit) };
}

export async function getTransaction(db: Executor, ctx: StoreContext, id: number): Promise<CashRegisterTransaction> {
  const [row] = await selectTransactions(db).where(and(scoped(ctx), eq(cashRegisterTransactions.id, id)));
  if (!row) throw notFound('Movimiento de caja no encontrado');
  return toTransaction(row);
}

/** Records a sale payment that has no transaction yet (e.g. one written by an import) in an open register. */
export async function createTransaction(db: Database, ctx: StoreContext, body: CreateCashRegisterTransactionRequest): Promise<CashRegisterTransaction> {
  const agentId = body.agent?.id ?? ctx.userId;
  try {
    const id = await db.transaction(async (tx) => {
      const [register] = await tx.select().from(cashRegisters).where(and(scoped(ctx), eq(cashRegisters.id, body.cashRegister.id))).for('update');
      if (!register) throw notFound('Caja no encontrada');
      if (register.closedAt) throw new HttpError(409, 'La caja está cerrada');
      const [payment] = await tx.select().from(storeSalePayments).where(eq(storeSalePayments.id, body.payment.id));
      if (!payment || payment.cashRegisterId !== register.id) throw badRequest('El pago no pertenece a esta caja');
      const [type] = await tx.select().from(transactionTypes).where(eq(transactionTypes.id, body.transactionType.id));
      if (!type) throw badRequest('Tipo de movimiento no válido');
      const [agent] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, agentId), eq(users.companyId, ctx.companyId)));
      if (!agent) throw badRequest('Agente no válido');
      const row = onlyRow(
        await tx
          .insert(cashRegisterTransactions)
          .values({
            cashRegisterId: register.id,
            agentId,
            transactionTypeId: type.id,
            paymentId: payment.id,
            saleId: payment.saleId,
            methodId: payment.methodId,
            amount: payment.amount,
            notes: body.notes ?? '',
          })
          .returning({ id: cashRegisterTransactions.id }),
      );
      return row.id;
    });
    return getTransaction(db, ctx, id);
  } catch (error) {
    if (pgCode(error) === '23505') throw new HttpError(409, 'El pago ya está registrado en un movimiento de caja');
    throw error;
  }
}

export async function updateTransaction(db: Database, ctx: StoreContext, id: number, body: UpdateCashRegisterTransactionRequest): Promise<CashRegisterTransaction> {
  const current = await getTransaction(db, ctx, id);
  const changes: Partial<typeof cashRegisterTransactions.$inferInsert> = {};
  if (body.notes !== undefined) changes.notes = body.notes;
  if (body.transactionType !== undefined) {
    const [type] = await db.select().from(transactionTypes).where(eq(transactionTypes.id, body.transactionType.id));
    if (!type) throw badRequest('Tipo de movimiento no válido');
    if (type.direction !== current.transactionType.direction) throw new HttpError(409, 'No se puede cambiar el sentido (entrada/salida) del movimiento');
    changes.transactionTypeId = type.id;
  }
  if (Object.keys(changes).length > 0) await db.update(cashRegisterTransactions).set(changes).where(eq(cashRegisterTransactions.id, id));
  return getTransaction(db, ctx, id);
}
