// The payment engine shared by school fees and academy fees. One transaction per payment: charges claimed
// once, amounts recomputed by packages/domain, change only from cash, folio without gaps, Idempotency-Key.
export { MODULE_ACADEMY, MODULE_SCHOOL, paymentSerie, paymentsClock, paymentsToday } from './context';
export type { PaymentContext, PaymentModule } from './context';
export { collectPayment, paymentWithKey, pricePayment, quotePayment } from './collect';
export type { PricedPayment } from './collect';
export { cancelPayment, cancelPaymentLine } from './cancel';
export { insertCharges } from './charges';
export type { NewCharge } from './charges';
export { loadChargeBook } from './extra-charges';
export type { ChargeBook } from './extra-charges';
export { priceCharge, readCharges, readChargesWhere } from './pricing';
export type { ChargeRow } from './pricing';
export { paymentDetail, paymentReceipt, paymentsWithCashier, toChargePayment } from './read';
export { paymentReceiptPdf } from './receipt-pdf';
export type { ReceiptPdf } from './receipt-pdf';
export { asksConcession, validatePayment, validateReason } from './validate';
export { CONCEDE_ACTION, assertMayConcede, concessionReport, concessionsBetween, concessionsOfStudent, listConcessions } from './concessions';
export type { ConcessionRecord } from './concessions';
export type { CollectPaymentInput } from './validate';
// What a payment takes and answers, for the school's and the academies' routes.
export { CancelBody, Concession, ConcessionReport, InvoiceState, PayBody, Payment, PaymentDetail, PdfFile, Quote, QuoteBody, QuotedLine, Receipt } from './schemas';
// The income reports' per-day table, which every payment and cancellation writes in its own transaction.
export { INCOME_KIND, incomeRollupDifferences, refillIncomeRollupSql } from './income-rollup';
// What the tests compare the charges' stored paid amounts with.
export { paidAmountDifferences } from './paid-amount';
