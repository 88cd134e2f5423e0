// Payments as the API answers them: header, lines, methods, and the receipt.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ChargeAdjustment, ChargePayment, ChargePaymentDetail, ChargePaymentLine, ChargePaymentMethod, ChargePaymentReceipt } from '@mikro/contracts';
import { findBank, findPaymentMethod } from '@mikro/domain';
import type { Executor } from '../../db/client';
import { branchOffices, chargePaymentLines, chargePaymentMethods, chargePayments, companies, users } from '../../db/schema/index';
import { notFound } from '../../plugins/errors';
import type { PaymentModule } from './context';

type PaymentRow = typeof chargePayments.$inferSelect;

export function toChargePayment(row: PaymentRow, cashierName: string): ChargePayment {
  return {
    id: row.id,
    module: row.module as PaymentModule,
    branchOfficeId: row.branchOfficeId,
    serie: row.serie,
    folio: row.folio,
    payer: { studentId: row.studentId, externalId: row.externalId, familyId: row.familyId, name: row.payerName },
    cashier: { id: row.cashierId, name: cashierName },
    gross: row.gross,
    discounts: row.discounts,
    surcharges: row.surcharges,
    subtotal: row.subtotal,
    tax: row.tax,
    total: row.total,
    received: row.received,
    change: row.change,
    status: row.status as ChargePayment['status'],
    stamped: row.stamped === 1 ? 1 : 0,
    notes: row.notes,
    cancelReason: row.cancelReason,
    cancelledAt: row.cancelledAt ? row.cancelledAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPaymentLine(row: typeof chargePaymentLines.$inferSelect): ChargePaymentLine {
  return {
    id: row.id,
    chargeId: row.chargeId,
    studentId: row.studentId,
    externalId: row.externalId,
    conceptName: row.conceptName,
    satCode: row.satCode,
    unitCode: row.unitCode,
    unit: row.unit,
    year: row.year,
    month: row.month,
    quantity: row.quantity,
    price: row.price,
    adjustments: row.adjustments as ChargeAdjustment[],
    subtotal: row.subtotal,
    tax: row.tax,
    total: row.total,
    idConceptoCobro: row.idConceptoCobro,
    status: row.status as ChargePaymentLine['status'],
    cancelReason: row.cancelReason,
  };
}

export function toPaymentMethod(row: { methodId: number; bankId: number | null; amount: string; applied: string; reference: string }): ChargePaymentMethod {
  return {
    methodId: row.methodId,
    methodName: findPaymentMethod(row.methodId)?.name ?? '',
    bankId: row.bankId,
    bankName: row.bankId === null ? '' : (findBank(row.bankId)?.name ?? ''),
    amount: row.amount,
    applied: row.applied,
    reference: row.reference,
  };
}

/** Headers with their cashier's name (a page of a list, a report). */
export async function paymentsWithCashier(db: Executor, rows: PaymentRow[]): Promise<ChargePayment[]> {
  if (rows.length === 0) return [];
  const cashierIds = [...new Set(rows.map((r) => r.cashierId))];
  const names = new Map((await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, cashierIds))).map((u) => [u.id, u.name]));
  return rows.map((row) => toChargePayment(row, names.get(row.cashierId) ?? ''));
}

/** One payment of the company and module with its lines and methods, or 404. */
export async function paymentDetail(db: Executor, companyId: number, module: PaymentModule, id: number): Promise<ChargePaymentDetail> {
  const [row] = await db
    .select({ payment: chargePayments, cashierName: users.name })
    .from(chargePayments)
    .innerJoin(users, eq(users.id, chargePayments.cashierId))
    .where(and(eq(chargePayments.id, id), eq(chargePayments.companyId, companyId), eq(chargePayments.module, module)));
  if (!row) throw notFound('Pago no encontrado');
  const [lines, methods] = await Promise.all([
    db.select().from(chargePaymentLines).where(eq(chargePaymentLines.paymentId, id)).orderBy(asc(chargePaymentLines.id)),
    db.select().from(chargePaymentMethods).where(eq(chargePaymentMethods.paymentId, id)).orderBy(asc(chargePaymentMethods.id)),
  ]);
  return { ...toChargePayment(row.payment, row.cashierName), lines: lines.map(toPaymentLine), methods: methods.map(toPaymentMethod) };
}

/** The company and branch office a receipt is headed with (and, given a user, that cashier's name), in one query. */
export async function receiptHeader(
  db: Executor,
  companyId: number,
  branchOfficeId: number,
  cashierId?: number,
): Promise<Pick<ChargePaymentReceipt, 'company' | 'branchOffice'> & { cashierName: string }> {
  const [row] = await db
    .select({
      company: { name: companies.name, businessName: companies.businessName, rfc: companies.rfc, address: companies.address, zip: companies.zip },
      branchOffice: { id: branchOffices.id, name: branchOffices.name, address: branchOffices.address },
      cashierName: cashierId === undefined ? sql<string>`''` : sql<string>`coalesce((SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${cashierId}), '')`,
    })
    .from(companies)
    .innerJoin(branchOffices, eq(branchOffices.companyId, companies.id))
    .where(and(eq(companies.id, companyId), eq(branchOffices.id, branchOfficeId)));
  if (!row) throw notFound('Sucursal no encontrada');
  return row;
}

/** The printable receipt of a payment. */
export async function paymentReceipt(db: Executor, companyId: number, module: PaymentModule, id: number): Promise<ChargePaymentReceipt> {
  const detail = await paymentDetail(db, companyId, module, id);
  const { company, branchOffice } = await receiptHeader(db, companyId, detail.branchOfficeId);
  return { company, branchOffice, ...detail };
}
