export { InvoicePanel } from './InvoicePanel';
export type { InvoicePanelProps } from './InvoicePanel';
export { InvoiceStatusBadge } from './InvoiceStatusBadge';
export { ReceiverFields, receiverSchema, EMPTY_RECEIVER } from './ReceiverFields';
export type { ReceiverValues } from './ReceiverFields';
export { CFDI_STATUS_LABELS, CFDI_STATUS_COLORS, CFDI_TYPE_LABELS, BILLING_MODULE_LABELS, cfdiFolio } from './labels';
export { InvoiceCustomerDialog } from './InvoiceCustomerDialog';
export type { InvoiceCustomerDialogProps } from './InvoiceCustomerDialog';
