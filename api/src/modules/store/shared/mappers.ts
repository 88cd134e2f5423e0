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

export function requireMethod(methodId: unknown, field: string): number {
  if (typeof methodId !== 'number' || !PAYMENT_METHODS.some((m) => m.id === methodId)) {
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

/** Page and limit of a store list (page from 1, limit 1..100, default 10). */
export function paging(query: { page?: unknown; limit?: unknown }): { page: number; limit: number; offset: number } {
  const page = Math.max(1, Math.trunc(Number(query.page ?? 1)) || 1);
  const limit = Math.min(100, Math.max(1, Math.trunc(Number(query.limit ?? 10)) || 10));
  return { page, limit, offset: (page - 1) * limit };
}
