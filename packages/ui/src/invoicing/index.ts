export { InvoicePanel } from './InvoicePanel';
export type { InvoicePanelProps } from './InvoicePanel';
export { InvoiceStatusBadge } from './InvoiceStatusBadge';
// By package name: the root re-exports @mikro/ui/fields too, and both must name the one loaded copy.
export { ReceiverFields, receiverSchema, EMPTY_RECEIVER } from '@mikro/ui/fields';
export type { ReceiverValues } from '@mikro/ui/fields';
export { CFDI_STATUS_LABELS, CFDI_STATUS_COLORS, CFDI_TYPE_LABELS, BILLING_MODULE_LABELS, cfdiFolio } from './labels';
export { InvoiceCustomerDialog } from './InvoiceCustomerDialog';
export type { InvoiceCustomerDialogProps } from './InvoiceCustomerDialog';
export { PaymentInvoicePanel } from './PaymentInvoicePanel';
export type { IssuedInvoice, PaymentInvoicePanelProps, PaymentInvoicesSource } from './PaymentInvoicePanel';
