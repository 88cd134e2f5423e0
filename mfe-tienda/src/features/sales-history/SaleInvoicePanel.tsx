// The invoice panel of a sale in the sales history: its invoices and credit notes, and "Facturar" to a
// customer (needs the invoicing permission; the API checks it).
import { useState } from 'react';
import { billingApi, toApiError, useBillingMutation, useStorePaymentInvoices } from '@mikro/api-client';
import { InvoiceCustomerDialog, InvoicePanel, cfdiFolio, notify } from '@mikro/ui';

export function SaleInvoicePanel({ saleId, paid }: { saleId: number; paid: boolean }) {
  const [open, setOpen] = useState(false);
  const [invoicing, setInvoicing] = useState(false);
  const invoices = useStorePaymentInvoices(saleId, open);
  const invoice = useBillingMutation(billingApi.invoiceSales);
  const fail = (error: unknown) => notify.error(toApiError(error).message);
  return (
    <>
      <InvoicePanel
        open={open}
        onToggle={() => setOpen(!open)}
        data={invoices.data}
        isLoading={invoices.isLoading}
        error={invoices.error ? toApiError(invoices.error).message : null}
        canInvoice={paid}
        onInvoice={() => setInvoicing(true)}
        onOpenPdf={(i) => void billingApi.openPdf(i.id).catch(fail)}
        onDownloadXml={(i) => void billingApi.downloadXml(i.id, `${cfdiFolio(i)}_${i.uuid}`).catch(fail)}
      />
      <InvoiceCustomerDialog
        open={invoicing}
        onClose={() => setInvoicing(false)}
        onSubmit={async (receiver) => {
          try {
            const result = await invoice.mutateAsync({ saleIds: [saleId], receiver });
            notify.success(result.status === 'timbrada' ? `Factura ${cfdiFolio(result)} timbrada` : 'Factura pendiente de timbrar; se reintentará');
            setInvoicing(false);
          } catch (error) {
            const apiError = toApiError(error);
            notify.error(apiError.message);
            throw apiError;
          }
        }}
      />
    </>
  );
}
