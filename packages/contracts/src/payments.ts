// The one payment engine shared by school fees (colegio) and academy fees (academia): charges owed,
// payments that settle them, their lines and payment methods. Amounts are DecimalString and are
// always recomputed by the server; what a client sends as an amount is only what was handed over.
import type { DecimalString } from './common';

/** Which area a charge or a payment belongs to (module types: academia 2, colegio 3). */
export type PaymentModule = 2 | 3;

/** pending → paid (by a payment) → pending again when that payment line is cancelled; cancelled when dropped. */
export type ChargeStatus = 'pending' | 'paid' | 'cancelled';

/** A payment is 'paid'; cancelling every line (or the payment) makes it 'cancelled'; some lines only, 'partial'. */
export type ChargePaymentStatus = 'paid' | 'partial' | 'cancelled';

/** Discount (Descuentos 1), surcharge (Recargos 2) or scholarship (Becas 3) applied to a line, with its signed amount. */
export interface ChargeAdjustment {
  chargeId: number;
  name: string;
  kind: 1 | 2 | 3;
  /** Signed: negative lowers the line. */
  amount: DecimalString;
  /** True when the rules attached it (automatic charge or the student's scholarship), false when the cashier chose it. */
  automatic: boolean;
}

/** One payment method handed over. */
export interface PaymentMethodRequest {
  /** 1..7 (Efectivo, Cheque Nominativo, Transferencia electrónica, Tarjeta de crédito, Dinero Electrónico, Tarjeta de débito, Efectivo 2). */
  methodId: number;
  bankId?: number | null;
  amount: DecimalString;
  reference?: string;
}

/** A pending charge to settle, with the manual extra charges (discounts, surcharges, scholarships) the cashier adds. */
export interface ChargeLineRequest {
  chargeId: number;
  /** Manual extra charges of the company; a name already on the line is skipped. */
  manualChargeIds?: number[];
  /** Academy only: raise the price by the tax factor (1.16). */
  raiseByTaxFactor?: boolean;
  /** What the desk concedes on the line (needs the counter route's 'condonar' action), with its reason. */
  concession?: DeskConcessionRequest;
}

/** Waive the line's automatic surcharges and/or grant a fixed discount; the reason is kept in the audit trail. */
export interface DeskConcessionRequest {
  waiveSurcharges?: boolean;
  /** A fixed amount off the line, e.g. '300.00'. */
  discount?: DecimalString | null;
  reason: string;
}

/** One entry of the audit trail of concessions (the student's statement and the concessions report). */
export interface FeeConcession {
  id: number;
  kind: 'condonacion' | 'descuento';
  /** The surcharge waived, or 'Descuento concedido en caja'. */
  name: string;
  amount: DecimalString;
  reason: string;
  paymentId: number;
  serie: string;
  folio: number;
  /** The payment's status now (a cancelled payment keeps its concessions). */
  paymentStatus: string;
  chargeId: number;
  studentId: number | null;
  externalId: number | null;
  /** Who conceded it. */
  userName: string;
  createdAt: string;
}

/** GET …/charges/payments/concessions?from&to: the concessions of a period and their sums. */
export interface FeeConcessionReport {
  rows: FeeConcession[];
  waived: DecimalString;
  discounted: DecimalString;
}

/** Something conceded on a line: a surcharge waived (its amount) or the discount granted (what it took off). */
export interface ConcededAmount {
  kind: 'condonacion' | 'descuento';
  name: string;
  amount: DecimalString;
}

/** Body of a school payment (POST /api/school/charges/payments) and of its quote. Send an Idempotency-Key header. */
export interface CollectSchoolPaymentRequest {
  lines: ChargeLineRequest[];
  methods: PaymentMethodRequest[];
  notes?: string;
}

/** A computed payment line: base price → adjustments → IVA. */
export interface QuotedChargeLine {
  chargeId: number;
  studentId: number | null;
  externalId: number | null;
  conceptName: string;
  year: number;
  month: number;
  quantity: number;
  /** Unit price as charged (after a tax-factor raise, if any). */
  price: DecimalString;
  /** quantity × price. */
  base: DecimalString;
  adjustments: ChargeAdjustment[];
  /** What the desk conceded on the line (empty without a concession). */
  conceded?: ConcededAmount[];
  subtotal: DecimalString;
  tax: DecimalString;
  total: DecimalString;
  withIva: boolean;
}

export interface PaymentTotals {
  /** Σ line bases. */
  gross: DecimalString;
  /** Σ negative adjustments, as a positive amount (discounts and scholarships). */
  discounts: DecimalString;
  /** Σ positive adjustments. */
  surcharges: DecimalString;
  subtotal: DecimalString;
  tax: DecimalString;
  /** subtotal + tax = gross − discounts + surcharges. */
  total: DecimalString;
}

/** Answer of the quote: what the payment would be now, nothing written. */
export interface PaymentQuote extends PaymentTotals {
  lines: QuotedChargeLine[];
  /** The day the rules were evaluated on ('YYYY-MM-DD', Mexico City). */
  today: string;
}

export interface ChargePaymentLine {
  id: number;
  chargeId: number | null;
  studentId: number | null;
  externalId: number | null;
  conceptName: string;
  satCode: string;
  unitCode: string;
  unit: string;
  year: number | null;
  month: number | null;
  quantity: number;
  price: DecimalString;
  adjustments: ChargeAdjustment[];
  subtotal: DecimalString;
  tax: DecimalString;
  total: DecimalString;
  /** Academy lines: the academy concept charged. */
  idConceptoCobro: number | null;
  status: 'paid' | 'cancelled';
  cancelReason: string;
}

export interface ChargePaymentMethod {
  methodId: number;
  methodName: string;
  bankId: number | null;
  bankName: string;
  /** What was handed over with this method. */
  amount: DecimalString;
  /** What it settles (amount minus the change given from it). */
  applied: DecimalString;
  reference: string;
}

export interface ChargePayment extends PaymentTotals {
  id: number;
  module: PaymentModule;
  branchOfficeId: number;
  serie: string;
  folio: number;
  payer: { studentId: number | null; externalId: number | null; familyId: number | null; name: string };
  cashier: { id: number; name: string };
  received: DecimalString;
  change: DecimalString;
  status: ChargePaymentStatus;
  /** 1 once an invoice was stamped for it. */
  stamped: 0 | 1;
  notes: string;
  cancelReason: string;
  cancelledAt: string | null;
  createdAt: string;
}

export interface ChargePaymentDetail extends ChargePayment {
  lines: ChargePaymentLine[];
  methods: ChargePaymentMethod[];
}

/** What the receipt prints. */
export interface ChargePaymentReceipt extends ChargePaymentDetail {
  company: { name: string; businessName: string; rfc: string; address: string; zip: string };
  branchOffice: { id: number; name: string; address: string };
}

export interface CancelRequest {
  reason: string;
}

/** The invoice state of a payment (GET …/details-invoice). */
export interface PaymentInvoiceState {
  paymentId: number;
  serie: string;
  folio: number;
  stamped: 0 | 1;
  invoices: { id: number; uuid: string; serie: string; folio: string; status: string; total: DecimalString; createdAt: string }[];
}
