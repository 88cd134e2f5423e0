// A school or academy payment in ONE transaction: the charges claimed (a charge is paid once), every
// amount recomputed with packages/domain, payment methods allocated (change only from cash), header,
// lines and methods written, and the folio taken last. With an Idempotency-Key a retry answers the first body.
import { eq } from 'drizzle-orm';
import type { ChargePaymentReceipt, QuotedChargeLine } from '@mikro/contracts';
import { allocatePayments, paymentTotals } from '@mikro/domain';
import type { Database, Executor } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { chargePaymentLines, chargePaymentMethods, chargePayments, families } from '../../db/schema/index';
import { HttpError, badRequest, notFound } from '../../plugins/errors';
import { runIdempotent, type IdempotencyClaim } from '../store/shared/idempotency';
import { type PaymentContext, paymentSerie, paymentsToday } from './context';
import { loadChargeBook, type ChargeBook } from './extra-charges';
import { assignPaymentFolio } from './folio';
import { claimCharges, priceCharge, readCharges, type ChargeRow } from './pricing';
import { receiptHeader, toPaymentLine, toPaymentMethod, toChargePayment } from './read';
import { validateLines, validatePayment, type CollectPaymentInput, type ValidLines, type ValidPayment } from './validate';

export interface PricedPayment {
  rows: ChargeRow[];
  lines: QuotedChargeLine[];
  totals: ReturnType<typeof paymentTotals>;
  payer: { studentId: number | null; externalId: number | null; familyId: number | null; name: string };
  today: string;
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
async function payerOf(db: Executor, rows: ChargeRow[]): Promise<PricedPayment['payer']> {
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
  const [family] = await db.select({ name: families.name }).from(families).where(eq(families.id, familyId));
  return { studentId: null, externalId: null, familyId, name: family?.name ?? '' };
}

/** Prices the requested charges on `today` (no writes). Manual charges must be active charges of the company. */
export async function pricePayment(db: Executor, ctx: PaymentContext, payment: ValidLines, rows: ChargeRow[], today = paymentsToday()): Promise<PricedPayment> {
  const manualIds = [...new Set(payment.lines.flatMap((l) => l.manualChargeIds))];
  const studentIds = [...new Set(rows.map((r) => r.studentId).filter((id): id is number => id !== null))];
  const book: ChargeBook = await loadChargeBook(db, ctx.companyId, manualIds, studentIds);
  payment.lines.forEach((line, index) => {
    for (const id of line.manualChargeIds) {
      if (!book.byId.has(id)) throw badRequest('Cargo extra no encontrado o inactivo', [{ field: `lines.${index}.manualChargeIds`, message: `El cargo extra ${id} no existe o está inactivo` }]);
    }
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lines = payment.lines.map((line) => priceCharge(byId.get(line.chargeId)!, book, today, line));
  return { rows, lines, totals: paymentTotals(lines), payer: await payerOf(db, rows), today };
}

/** What the payment would be now, nothing written (the counter's confirmation). Charges must be pending. */
export async function quotePayment(db: Executor, ctx: PaymentContext, input: Pick<CollectPaymentInput, 'module' | 'lines'>): Promise<PricedPayment> {
  const payment = validateLines(input);
  const rows = await readCharges(db, ctx.companyId, payment.lines.map((l) => l.chargeId));
  const pending = rows.filter((r) => r.status === 'pending' && r.module === payment.module).map((r) => r.id);
  if (pending.length < payment.lines.length) await refuseUnclaimed(db, ctx, payment, pending);
  return pricePayment(db, ctx, payment, rows);
}

async function writePayment(tx: Executor, ctx: PaymentContext, payment: ValidPayment, claim: IdempotencyClaim | null): Promise<ChargePaymentReceipt> {
  const ids = payment.lines.map((l) => l.chargeId);
  const rows = await claimCharges(tx, { companyId: ctx.companyId, module: payment.module, ids });
  if (rows.length < ids.length) await refuseUnclaimed(tx, ctx, payment, rows.map((r) => r.id));
  const paymentId = onlyRow(rows, 'claimed charge').paymentId!;
  const priced = await pricePayment(tx, ctx, payment, rows);
  const allocation = allocatePayments(priced.totals.total, payment.methods);
  if (allocation.error) {
    const field = allocation.error.index === undefined ? 'methods' : `methods.${allocation.error.index}.amount`;
    throw badRequest(allocation.error.message, [{ field, message: allocation.error.message }]);
  }
  const serie = paymentSerie(payment.module, ctx.branchOfficeId);
  const header = onlyRow(
    await tx
      .insert(chargePayments)
      .values({
        id: paymentId,
        companyId: ctx.companyId,
        branchOfficeId: ctx.branchOfficeId,
        module: payment.module,
        serie,
        folio: -paymentId,
        studentId: priced.payer.studentId,
        externalId: priced.payer.externalId,
        familyId: priced.payer.familyId,
        payerName: priced.payer.name,
        cashierId: ctx.userId,
        ...priced.totals,
        received: allocation.received,
        change: allocation.change,
        notes: payment.notes,
      })
      .returning(),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lines = await tx
    .insert(chargePaymentLines)
    .values(
      priced.lines.map((line) => {
        const row = byId.get(line.chargeId)!;
        return {
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
        };
      }),
    )
    .returning();
  const methods = await tx
    .insert(chargePaymentMethods)
    .values(allocation.payments.map((m) => ({ paymentId, methodId: m.methodId, bankId: m.bankId, amount: m.received, applied: m.applied, reference: m.reference })))
    .returning();
  const { company, branchOffice, cashierName } = await receiptHeader(tx, ctx.companyId, ctx.branchOfficeId, ctx.userId);
  const receipt: ChargePaymentReceipt = {
    company,
    branchOffice,
    ...toChargePayment(header, cashierName),
    lines: lines.map(toPaymentLine),
    methods: methods.map(toPaymentMethod),
  };
  // Last write of the transaction: the folio (and the idempotency key's stored answer with it).
  receipt.folio = await assignPaymentFolio(tx, { companyId: ctx.companyId, serie, paymentId, claim, response: receipt });
  return receipt;
}

/**
 * Collects a school or academy payment. Answers 201 and the receipt; a retry with the same
 * Idempotency-Key answers the first receipt. 404 unknown charge, 409 charge already paid or cancelled,
 * 400 bad input or insufficient payment — nothing written in every failure.
 */
export async function collectPayment(
  db: Database,
  ctx: PaymentContext,
  input: CollectPaymentInput,
  idempotencyKey: string | null,
): Promise<{ statusCode: 201; body: ChargePaymentReceipt }> {
  const payment = validatePayment(input);
  const result = await runIdempotent(db, ctx, idempotencyKey, payment.module === 3 ? 'pago-colegio' : 'pago-academia', 201, (tx, claim) =>
    writePayment(tx, ctx, payment, claim),
  );
  return { statusCode: result.statusCode, body: result.body as ChargePaymentReceipt };
}
