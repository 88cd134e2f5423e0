// The invoice panel of one school payment in a dialog: its invoices and credit notes, the stamping flag, and
// "Facturar" to a customer (the panel is @mikro/ui's, shared with the store and the academies).
import type { ChargePayment } from '@mikro/contracts';
import { usePaymentInvoicesSource } from '@mikro/api-client';
import { useCanOn } from '@mikro/session';
import { Button, ModalDialog, PaymentInvoicePanel, Text } from '@mikro/ui';

export function PaymentInvoicesDialog({ payment, onClose, onInvoiced }: { payment: ChargePayment; onClose: () => void; onInvoiced: () => void }) {
  const source = usePaymentInvoicesSource(3, payment.id);
  // Invoicing is the invoices route's crear, whatever screen it starts from (the API checks that one): staff
  // without it see the payment's invoices but are not offered a «Facturar» the server refuses.
  const mayInvoice = useCanOn('/facturas', 'crear');
  return (
    <ModalDialog
      title={`Facturas del pago ${payment.serie}-${payment.folio}`}
      onClose={onClose}
      size="md"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cerrar
          </Button>
        </>
      }
    >
      <Text fontSize="sm" color="fg.muted" mb="2">
        {payment.payer.name}
      </Text>
      <PaymentInvoicePanel source={source} canInvoice={mayInvoice && payment.status !== 'cancelled'} defaultOpen onInvoiced={onInvoiced} />
    </ModalDialog>
  );
}
