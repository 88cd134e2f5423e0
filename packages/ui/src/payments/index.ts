export { PaymentMethodsDialog } from './PaymentMethodsDialog';
export type { PaymentMethodsDialogProps } from './PaymentMethodsDialog';
export { summarizePaymentRows, rowAmountProblem, toPaymentMethods, paymentMethodName, bankName } from './paymentRows';
export type { PaymentRow, PaymentRowsSummary, PaymentRowsProblem } from './paymentRows';
export { PaymentRowsEditor } from './PaymentRowsEditor';
export type { PaymentRowsEditorProps } from './PaymentRowsEditor';
export { ChargeLineList, ADJUSTMENT_KIND_LABELS } from './ChargeLineList';
export type { ChargeLineListProps, ChargeLineView, LineAdjustmentView, AdjustmentKind } from './ChargeLineList';
export { PaymentTotalsView } from './PaymentTotalsView';
export type { PaymentTotalsViewProps, PaymentTotalsValue } from './PaymentTotalsView';
export { PaymentReceipt, defaultPeriod } from './PaymentReceipt';
export type { PaymentReceiptProps } from './PaymentReceipt';
export { PrintableDialog } from './PrintableDialog';
export { SelfInvoiceQr } from './SelfInvoiceQr';
export type { SelfInvoiceQrProps } from './SelfInvoiceQr';
export type { PrintableDialogProps } from './PrintableDialog';
// The catalogue of what the fee counters charge (school and academy concepts), built on the resource kit.
export { ChargeConceptPage, ChargeConceptInvoicingFields, CHARGE_CONCEPT_TYPES, chargeConceptTypeLabel } from '../resource/ChargeConceptPage';
export type { ChargeConceptPageProps, ChargeConceptRow, ChargeConceptInvoicingFieldsProps, SatKeySearch } from '../resource/ChargeConceptPage';
