// When the store's checkout may be confirmed. The rows are summarised by the product's one payment-rows rule
// (@mikro/ui summarizePaymentRows, change only from cash); a store sale adds that fiado and deferred sales
// may be paid partly or not at all. The server recomputes everything.
import type { SaleType } from '@mikro/contracts';
import type { PaymentRowsSummary } from '@mikro/ui';

/** Why "Confirmar cobro" cannot be pressed yet, as the cashier reads it (null when it can). */
export function chargeBlocker(summary: PaymentRowsSummary, saleType: SaleType): string | null {
  switch (summary.problemCode) {
    case 'invalid-row':
      return 'Cada pago necesita un importe mayor que 0; quite el pago vacío o escriba su importe.';
    case 'change-without-cash':
      return 'El cambio solo puede entregarse en efectivo.';
    case 'no-rows':
      return saleType === 'regular' ? 'Agregue un pago para cobrar la venta.' : null;
    case 'underpaid':
      return saleType === 'regular' ? 'Aún falta dinero por pagar: agregue otro pago o cambie el tipo de venta.' : null;
    default:
      return null;
  }
}

export const canCharge = (summary: PaymentRowsSummary, saleType: SaleType): boolean => chargeBlocker(summary, saleType) === null;
