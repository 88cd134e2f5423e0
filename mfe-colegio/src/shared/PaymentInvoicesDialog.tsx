// The invoice panel of one school payment in a dialog: its invoices and credit notes, the stamping flag, and
// "Facturar" to a customer (the panel is @mikro/ui's, shared with the store and the academies).
import type { ChargePayment } from '@mikro/contracts';
import { usePaymentInvoicesSource } from '@mikro/api-client';
import { Button, Dialog, PaymentInvoicePanel, Portal, Text } from '@mikro/ui';

export function PaymentInvoicesDialog({ payment, onClose, onInvoiced }: { payment: ChargePayment; onClose: () => void; onInvoiced: () => void }) {
  const source = usePaymentInvoicesSource(3, payment.id);
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="md" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{`Facturas del pago ${payment.serie}-${payment.folio}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontSize="sm" color="fg.muted" mb="2">
                {payment.payer.name}
              </Text>
              <PaymentInvoicePanel source={source} canInvoice={payment.status !== 'cancelled'} defaultOpen onInvoiced={onInvoiced} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cerrar
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
