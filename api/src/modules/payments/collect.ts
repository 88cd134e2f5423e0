// A school or academy payment in ONE transaction of two messages (ADR 0013): the opening statement (sent with the
// BEGIN) claims the Idempotency-Key and the charges (a charge is paid once) and reads everything pricing and the
// receipt need; every amount is recomputed here with packages/domain and the payment methods allocated (change
// only from cash); then one statement writes header, lines and methods and the last takes the folio, both sent
// with the COMMIT.
// With an Idempotency-Key a retry answers the first body.
import { eq } from 'drizzle-orm';
import { getTableColumns, type Table } from 'drizzle-orm';
import type { ChargePaymentReceipt, QuotedChargeLine } from '@mikro/contracts';
import { allocatePayments, extraChargeProblem, paymentTotals } from '@mikro/domain';
import type { AppDatabase, Executor } from '../../db/client';
import { chargePaymentLines, chargePaymentMethods, chargePayments, families, feeConcessions } from '../../db/schema/index';
import { HttpError, badRequest, notFound } from '../../plugins/errors';
import { storedResponse } from '../../shared/idempotency';
import { type PaymentContext, type PaymentModule, paymentSerie, paymentsToday } from './context';
import { chargeBookOf, loadChargeBook, type BookRow, type ChargeBook, type HeldScholarship } from './extra-charges';
import { priceCharge, readCharges, toChargeRow, type ChargeRow, type RawRow } from './pricing';
import { toChargePayment, toPaymentLine, toPaymentMethod } from './read';
import { FOLIO, OPENING, OPENING_WITH_KEY, WRITE_CONCESSIONS, WRITE_PAYMENT } from './statements';
import { inPaymentTransaction, type PaymentStatements, type Step } from './transaction';
import { validateLines, validatePayment, type CollectPaymentInput, type ValidLines, type ValidPayment } from './validate';

export interface PricedPayment {
  rows: ChargeRow[];
  lines: QuotedChargeLine[];
  totals: ReturnType<typeof paymentTotals>;
  payer: { studentId: number | null; externalId: number | null; familyId: number | null; name: string };
  today: string;
}

/** What pricing reads besides the charges: by queries (a quote) or from the payment's opening statement. */
export interface PaymentReads {
  /** The company's automatic charges, the manual ones given and the scholarships of the given students. */
  book(manualIds: number[], studentIds: number[]): Promise<ChargeBook>;
  familyName(familyId: number): Promise<string>;
}

/** PaymentReads by queries. */
export function queryReads(db: Executor, companyId: number): PaymentReads {
  return {
    book: (manualIds, studentIds) => loadChargeBook(db, companyId, manualIds, studentIds),
    familyName: async (familyId) => (await db.select({ name: families.name }).from(families).where(eq(families.id, familyId)))[0]?.name ?? '',
  };
}

/** Why some requested charges could not be claimed: 404 for unknown ones, 409 for paid or cancelled ones. */
async function refuseUnclaimed(db: Executor, ctx: PaymentContext, payment: ValidLines, claimed: number[]): Promise<never> {
  const missing = payment.lines.map((l, index) => ({ id: l.chargeId, index })).filter((l) => !claimed.includes(l.id));
  const found = new Map((await readCharges(db, ctx.companyId, missing.map((m) => m.id))).map((r) => [r.id, r]));
  for (const { id, index } of missing) {
    const row = found.get(id);
    if (!row || row.module !== payment.module) throw notFound('Cargo no encontrado');
    if (row.status === 'paid') throw new HttpError(409, 'El cargo ya fue pagado', { fields: [{ field: `lines.${index}.chargeId`, message: 'Ya pagado' }] });
    throw new HttpError(409, 'El cargo está cancelado', { fields: [{ field: `lines.${index}.chargeId`, message: 'Cancelado' }] });
  }
  throw new HttpError(409, 'El cargo ya fue pagado');
}

/** Who pays: one student or external, or several students of one family. */
async function payerOf(reads: PaymentReads, rows: ChargeRow[]): Promise<PricedPayment['payer']> {
  const students = [...new Set(rows.map((r) => r.studentId).filter((id): id is number => id !== null))];
  const externals = [...new Set(rows.map((r) => r.externalId).filter((id): id is number => id !== null))];
  const [first] = rows;
  if (first && students.length + externals.length === 1) {
    return { studentId: first.studentId, externalId: first.externalId, familyId: first.familyId, name: first.payerName };
  }
  const familyIds = [...new Set(rows.map((r) => r.familyId))];
  const [familyId] = familyIds;
  if (externals.length > 0 || familyIds.length !== 1 || familyId === null || familyId === undefined) {
    throw badRequest('Un pago solo puede incluir cargos de un alumno o de los alumnos de una familia', [{ field: 'lines', message: 'Cargos de pagadores distintos' }]);
  }
  return { studentId: null, externalId: null, familyId, name: await reads.familyName(familyId) };
}

/** Prices the requested charges on `today` (no writes). Manual charges must be active charges of the company. */
export async function pricePayment(reads: PaymentReads, payment: ValidLines, rows: ChargeRow[], today = paymentsToday()): Promise<PricedPayment> {
  const manualIds = [...new Set(payment.lines.flatMap((l) => l.manualChargeIds))];
  const studentIds = [...new Set(rows.map((r) => r.studentId).filter((id): id is number => id !== null))];
  const book: ChargeBook = await reads.book(manualIds, studentIds);
  payment.lines.forEach((line, index) => {
    for (const id of line.manualChargeIds) {
      const extra = book.byId.get(id);
      if (!extra) throw badRequest('Cargo extra no encontrado o inactivo', [{ field: `lines.${index}.manualChargeIds`, message: `El cargo extra ${id} no existe o está inactivo` }]);
      const problem = extraChargeProblem(extra);
      if (problem) {
        throw badRequest(`El cargo extra «${extra.name}» no se puede aplicar: ${problem}`, [{ field: `lines.${index}.manualChargeIds`, message: `El cargo extra ${id} no se puede aplicar: ${problem}` }]);
      }
    }
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  // The tax-factor raise adds IVA to a price without it; a price that already includes IVA would carry it twice.
  payment.lines.forEach((line, index) => {
    if (line.raiseByTaxFactor && byId.get(line.chargeId)?.withIva) {
      const message = 'El precio de este cargo ya incluye el IVA';
      throw badRequest(message, [{ field: `lines.${index}.raiseByTaxFactor`, message }]);
    }
  });
  const lines = payment.lines.map((line) => priceCharge(byId.get(line.chargeId)!, book, today, line));
  lines.forEach((line, index) => {
    if (payment.lines[index]!.concession && (line.conceded ?? []).length === 0) {
      const message = 'Este cargo no tiene recargos que condonar hoy';
      throw badRequest(message, [{ field: `lines.${index}.concession.waiveSurcharges`, message }]);
    }
  });
  return { rows, lines, totals: paymentTotals(lines), payer: await payerOf(reads, rows), today };
}

/** What the payment would be now, nothing written (the counter's confirmation). Charges must be pending. */
export async function quotePayment(db: Executor, ctx: PaymentContext, input: Pick<CollectPaymentInput, 'module' | 'lines'>): Promise<PricedPayment> {
  const payment = validateLines(input);
  const rows = await readCharges(db, ctx.companyId, payment.lines.map((l) => l.chargeId));
  const pending = rows.filter((r) => r.status === 'pending' && r.module === payment.module).map((r) => r.id);
  if (pending.length < payment.lines.length) await refuseUnclaimed(db, ctx, payment, pending);
  return pricePayment(queryReads(db, ctx.companyId), payment, rows);
}

/** The opening statement's row (numbers of JSON rows may be numbers or text). */
interface Opening {
  claimed_key: number | null;
  payment_id: number | null;
  created_at: Date | string;
  charges: RawRow[] | null;
  book: BookRow[] | null;
  scholarships: HeldScholarship[] | null;
  families: { id: number; name: string }[] | null;
  heading: Pick<ChargePaymentReceipt, 'company' | 'branchOffice'> | null;
  cashier_name: string;
  line_ids: number[] | null;
  method_ids: number[] | null;
}

/** PaymentReads answered from the opening statement (it read for the charges it claimed and the manual ids asked). */
function openingReads(opening: Opening): PaymentReads {
  return {
    book: async () => chargeBookOf(opening.book ?? [], (opening.scholarships ?? []).map((row) => ({ ...row, studentId: Number(row.studentId) }))),
    familyName: async (familyId) => opening.families?.find((family) => Number(family.id) === familyId)?.name ?? '',
  };
}

/** Column name → property of a table's columns (a row written as JSON is read back by jsonb_populate_record). */
const columnsOf = new Map<Table, [string, string][]>();
function asColumns(table: Table, row: object): Record<string, unknown> {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)).map(([property, column]) => [property, column.name]);
    columnsOf.set(table, columns);
  }
  const values = row as Record<string, unknown>;
  return Object.fromEntries(columns.map(([property, name]) => [name, values[property] ?? null]));
}

const scopeOf = (module: PaymentModule) => (module === 3 ? 'pago-colegio' : 'pago-academia');

class KeyTaken extends Error {}

/**
 * The payment's transaction: opening, pricing and allocation here, then the writing and folio statements. The receipt is
 * made from the very rows written (ids drawn by the opening, the transaction's time), so it is the stored answer.
 */
async function writePayment(statements: PaymentStatements, ctx: PaymentContext, payment: ValidPayment, key: string | null): Promise<ChargePaymentReceipt> {
  const ids = payment.lines.map((l) => l.chargeId);
  const manualIds = [...new Set(payment.lines.flatMap((l) => l.manualChargeIds))];
  const reads = [ctx.companyId, payment.module, ids, manualIds, ctx.branchOfficeId, ctx.userId, payment.methods.length];
  const [opening] = key
    ? await statements.first<Opening>(OPENING_WITH_KEY, [...reads, key, scopeOf(payment.module), 201])
    : await statements.first<Opening>(OPENING, reads);
  if (!opening) throw new Error('payments: the opening statement gave no row');
  if (key && Number(opening.claimed_key) === 0) throw new KeyTaken();
  const rows = (opening.charges ?? []).map(toChargeRow);
  if (rows.length < ids.length) await refuseUnclaimed(statements.db, ctx, payment, rows.map((r) => r.id));
  if (!opening.heading) throw notFound('Sucursal no encontrada');
  const paymentId = Number(opening.payment_id);
  const lineIds = (opening.line_ids ?? []).map(Number);
  const methodIds = (opening.method_ids ?? []).map(Number);
  if (lineIds.length !== rows.length || methodIds.length !== payment.methods.length) throw new Error('payments: the opening drew the wrong number of ids');

  const priced = await pricePayment(openingReads(opening), payment, rows);
  const allocation = allocatePayments(priced.totals.total, payment.methods);
  if (allocation.error) {
    const field = allocation.error.index === undefined ? 'methods' : `methods.${allocation.error.index}.amount`;
    throw badRequest(allocation.error.message, [{ field, message: allocation.error.message }]);
  }
  const serie = paymentSerie(payment.module, ctx.branchOfficeId);
  const createdAt = new Date(opening.created_at);
  const header: typeof chargePayments.$inferSelect = {
    id: paymentId,
    companyId: ctx.companyId,
    branchOfficeId: ctx.branchOfficeId,
    module: payment.module,
    serie,
    // Taken by the folio statement, from the counter.
    folio: 0,
    studentId: priced.payer.studentId,
    externalId: priced.payer.externalId,
    familyId: priced.payer.familyId,
    payerName: priced.payer.name,
    cashierId: ctx.userId,
    ...priced.totals,
    received: allocation.received,
    change: allocation.change,
    status: 'paid',
    stamped: 0,
    notes: payment.notes,
    cancelReason: '',
    cancelledAt: null,
    cancelledBy: null,
    createdAt,
    updatedAt: createdAt,
  };
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lines: (typeof chargePaymentLines.$inferSelect)[] = priced.lines.map((line, index) => {
    const row = byId.get(line.chargeId)!;
    return {
      id: lineIds[index]!,
      paymentId,
      chargeId: row.id,
      studentId: row.studentId,
      externalId: row.externalId,
      conceptName: row.name,
      satCode: row.satCode,
      unitCode: row.unitCode,
      unit: row.unit,
      year: row.year,
      month: row.month,
      quantity: row.quantity,
      price: line.price,
      base: line.base,
      adjustments: line.adjustments,
      subtotal: line.subtotal,
      tax: line.tax,
      total: line.total,
      withIva: row.withIva,
      idConceptoCobro: row.module === 2 ? row.conceptId : null,
      status: 'paid',
      cancelReason: '',
      cancelledAt: null,
    };
  });
  const methods: (typeof chargePaymentMethods.$inferSelect)[] = allocation.payments.map((m, index) => ({
    id: methodIds[index]!,
    paymentId,
    methodId: m.methodId,
    bankId: m.bankId,
    amount: m.received,
    applied: m.applied,
    reference: m.reference,
  }));
  const receipt: ChargePaymentReceipt = {
    ...opening.heading,
    ...toChargePayment(header, opening.cashier_name),
    lines: lines.map(toPaymentLine),
    methods: methods.map(toPaymentMethod),
  };
  // The audit trail of what the desk conceded: one row per surcharge waived and per discount granted.
  const concessions: (typeof feeConcessions.$inferInsert)[] = priced.lines.flatMap((line, index) =>
    (line.conceded ?? []).map((conceded) => ({
      companyId: ctx.companyId,
      branchOfficeId: ctx.branchOfficeId,
      module: payment.module,
      paymentId,
      paymentLineId: lineIds[index]!,
      chargeId: line.chargeId,
      studentId: line.studentId,
      externalId: line.externalId,
      kind: conceded.kind,
      name: conceded.name,
      amount: conceded.amount,
      reason: payment.lines[index]!.concession!.reason,
      userId: ctx.userId,
      createdAt,
    })),
  );
  const results = await statements.last([
    [
      WRITE_PAYMENT,
      [
        JSON.stringify(asColumns(chargePayments, header)),
        lineIds,
        JSON.stringify(lines.map((line) => asColumns(chargePaymentLines, line))),
        methodIds,
        JSON.stringify(methods.map((method) => asColumns(chargePaymentMethods, method))),
        key,
        key ? JSON.stringify(receipt) : null,
      ],
    ],
    ...(concessions.length > 0 ? [[WRITE_CONCESSIONS, [JSON.stringify(concessions.map((row) => asColumns(feeConcessions, row)))]] satisfies Step] : []),
    [FOLIO, [ctx.companyId, serie, paymentId]],
  ]);
  const writes = results[0];
  const written = results.at(-1)?.[0];
  if (concessions.length > 0 && results[1]?.length !== concessions.length) throw new Error('payments: the concessions were not written');
  if (!written || Number(writes?.[0]?.stored ?? 0) !== (key ? 1 : 0)) throw new Error('payments: the writing statements did not write the payment');
  receipt.folio = Number(written.folio);
  return receipt;
}

/**
 * Whether a stored receipt answers this very request: the same charges and the same payment methods (method,
 * bank, amount and reference, in order). A key sent again with other charges or amounts is another payment the
 * cashier believes made; answering the first receipt would leave those charges unpaid without a word.
 */
/** Whether a stored receipt answers this very request: its charges, methods, notes and branch office. */
function isReceiptOf(receipt: ChargePaymentReceipt, payment: ValidPayment, ctx: PaymentContext): boolean {
  const charges = (ids: (number | null)[]) => JSON.stringify([...ids].sort((a, b) => (a ?? 0) - (b ?? 0)));
  const methods = (list: { methodId: number; bankId: number | null; amount: string; reference: string }[]) =>
    JSON.stringify(list.map((m) => [m.methodId, m.bankId ?? null, m.amount, m.reference]));
  return (
    charges(receipt.lines.map((line) => line.chargeId)) === charges(payment.lines.map((line) => line.chargeId)) &&
    methods(receipt.methods) === methods(payment.methods) &&
    receipt.notes === payment.notes &&
    receipt.branchOfficeId === ctx.branchOfficeId
  );
}

/**
 * Collects a school or academy payment. Answers 201 and the receipt; a retry with the same
 * Idempotency-Key answers the first receipt (422 when it comes with other charges or methods). 404 unknown charge, 409 charge already paid or cancelled,
 * 400 bad input or insufficient payment — nothing written in every failure.
 */
export async function collectPayment(
  database: AppDatabase,
  ctx: PaymentContext,
  input: CollectPaymentInput,
  idempotencyKey: string | null,
): Promise<{ statusCode: 201; body: ChargePaymentReceipt }> {
  const payment = validatePayment(input);
  try {
    return { statusCode: 201, body: await inPaymentTransaction(database, (statements) => writePayment(statements, ctx, payment, idempotencyKey)) };
  } catch (error) {
    if (!(error instanceof KeyTaken) || idempotencyKey === null) throw error;
    // Claiming the key was the look-up: it is taken, so this rolled back and answers what the first request stored.
    const winner = await paymentWithKey(database.db, ctx, payment.module, idempotencyKey);
    if (!winner) throw new HttpError(409, 'La operación con esta Idempotency-Key está en curso; intente de nuevo', { retry: true });
    if (!isReceiptOf(winner.receipt, payment, ctx)) {
      throw new HttpError(422, 'La Idempotency-Key ya se usó en otro pago (otros cargos, formas de pago, notas o sucursal); genere una clave nueva para este cobro', {
        fields: [{ field: 'idempotency-key', message: 'Ya se usó con otros cargos, formas de pago, notas o sucursal' }],
      });
    }
    return { statusCode: 201, body: winner.receipt };
  }
}

/**
 * The payment an earlier call made with this Idempotency-Key, with its folio and whether it still stands; null when
 * the key was never used. For a caller that must not price the charges again once they were paid under its key
 * (an online payment's notice retried after the instance applying it stopped between the payment and its record).
 */
export async function paymentWithKey(db: Executor, ctx: PaymentContext, module: PaymentModule, idempotencyKey: string): Promise<{ receipt: ChargePaymentReceipt; status: string } | null> {
  const stored = await storedResponse(db, ctx, idempotencyKey, scopeOf(module));
  if (!stored) return null;
  const receipt = stored.response as ChargePaymentReceipt;
  // The receipt was stored before its folio was taken (so the counter's lock does not wait for it): the folio is the payment's.
  const [payment] = await db.select({ folio: chargePayments.folio, status: chargePayments.status }).from(chargePayments).where(eq(chargePayments.id, receipt.id));
  if (!payment) return null;
  return { receipt: { ...receipt, folio: payment.folio }, status: payment.status };
}
