// What a cashier reads for a sale's type and a payment's kind: the API's keys are not words for the screen
// ('deferred' is English, 'devolucion' has no accent).
import type { SaleType, SalePayment } from '@mikro/contracts';

export const SALE_TYPE_LABELS: Record<SaleType, string> = {
  regular: 'Contado',
  fiado: 'Fiado (a crédito)',
  deferred: 'Pagos diferidos',
};

export const PAYMENT_KIND_LABELS: Record<SalePayment['kind'], string> = {
  pago: 'Pago',
  abono: 'Abono',
  devolucion: 'Devolución',
};
