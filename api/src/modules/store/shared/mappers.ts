// Row → contract shapes shared by several store features.
import type { SalePayment } from '@mikro/contracts';
import { PAYMENT_METHODS, findPaymentMethod } from '@mikro/domain';
import type { storeSalePayments } from '../../../db/schema/index';
import { badRequest } from '../../../plugins/errors';

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export function methodName(methodId: number): string {
  return findPaymentMethod(methodId)?.name ?? `Método ${methodId}`;
}

/** A payment method of the domain's list, or 400 naming the field. */
export function requireMethod(methodId: number, field: string): number {
  if (!PAYMENT_METHODS.some((m) => m.id === methodId)) {
    throw badRequest('Forma de pago no válida', [{ field, message: 'Forma de pago no válida' }]);
  }
  return methodId;
}

export function toSalePayment(row: typeof storeSalePayments.$inferSelect): SalePayment {
  const method = findPaymentMethod(row.methodId);
  return {
    id: row.id,
    saleId: row.saleId,
    kind: row.kind as SalePayment['kind'],
    methodId: row.methodId,
    methodName: method?.name ?? `Método ${row.methodId}`,
    methodCode: method?.code ?? '99',
    bankId: row.bankId,
    amount: row.amount,
    received: row.received,
    reference: row.reference,
    paymentStatus: row.paymentStatus as SalePayment['paymentStatus'],
    cashRegisterId: row.cashRegisterId,
    createdAt: iso(row.createdAt),
  };
}

/** Page and limit of a store list (their ranges are the route schema's Paging): page 1 and 10 rows by default. */
export function paging(query: { page?: number; limit?: number }): { page: number; limit: number; offset: number } {
  const page = query.page ?? 1;
  const limit = query.limit ?? 10;
  return { page, limit, offset: (page - 1) * limit };
}
