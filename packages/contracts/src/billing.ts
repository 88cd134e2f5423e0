// Invoicing (CFDI 4.0): company fiscal settings, invoices, credit notes, global invoices.
import type { DecimalString, Paginated } from './common';

export type PacName = 'sandbox' | 'sw';
export type CfdiType = 'I' | 'E' | 'P';
export type CfdiStatus = 'pendiente' | 'timbrada' | 'cancelada' | 'rechazada';
/** 1 store, 2 academy, 3 school. */
export type BillingModule = 1 | 2 | 3;

export interface CsdInfo {
  number: string;
  validFrom: string;
  validTo: string;
}

export interface CompanyFiscalSettings {
  id: number;
  name: string;
  rfc: string;
  businessName: string;
  regime: string;
  zip: string;
  address: string;
  email: string;
  serieFactura: string;
  foliajeFactura: number;
  serieNota: string;
  foliajeNota: number;
  seriePago: string;
  foliajePago: number;
  serieCotizacion: string;
  folioCotizacion: number;
  invoiceCampus: number | null;
  isQuickSale: boolean;
  quickSaleMethodId: number | null;
  pac: PacName;
  pacUrl: string;
  pacUser: string;
  hasPacPassword: boolean;
  csd: CsdInfo | null;
}

export type CompanyFiscalUpdate = Partial<
  Pick<
    CompanyFiscalSettings,
    | 'rfc' | 'businessName' | 'regime' | 'zip' | 'address' | 'email'
    | 'serieFactura' | 'foliajeFactura' | 'serieNota' | 'foliajeNota' | 'seriePago' | 'foliajePago' | 'serieCotizacion' | 'folioCotizacion'
    | 'invoiceCampus' | 'isQuickSale' | 'quickSaleMethodId' | 'pac' | 'pacUrl' | 'pacUser'
  >
> & { pacPassword?: string };

/** CSD upload: files as base64. */
export interface CsdUpload {
  cer: string;
  key: string;
  password: string;
}

export interface InvoiceReceiverInput {
  rfc: string;
  name: string;
  regime: string;
  cfdiUse: string;
  zip: string;
  email?: string;
}

/** A receptor's fiscal data as kept on file (the book, a family, a client): every field, the e-mail included. */
export type ReceiverOnFile = Required<InvoiceReceiverInput>;

export interface InvoiceSalesRequest {
  saleIds: number[];
  receiver: InvoiceReceiverInput;
  paymentForm?: string;
}

/** Invoice of school or academy payments to a customer (POST …/charges/payments/invoice). */
export interface InvoicePaymentsRequest {
  ids: number[];
  receiver: InvoiceReceiverInput;
  paymentForm?: string;
}

/**
 * A credit note on a stamped invoice: either a discount or bonus (`amount`, tax included, prorated over the
 * invoice's rates) or concepts given back (`returns`: the concept's position in the invoice, from 1, and the
 * quantity returned; each keeps its own tax).
 */
export interface CreditNoteRequest {
  invoiceId: number;
  amount?: DecimalString;
  returns?: { concept: number; quantity: string }[];
  description: string;
}

/** A payment received on a PPD invoice, for its payment complement (CFDI type P, Pagos 2.0). */
export interface PaymentComplementRequest {
  amount: DecimalString;
  /** SAT c_FormaPago, two digits, never 99. */
  form: string;
  /** When it was paid, 'AAAA-MM-DDTHH:MM:SS' in Mexico City time; the API uses now when absent. */
  paidAt?: string;
}

export interface CancelInvoiceRequest {
  motive: '01' | '02' | '03' | '04';
  substituteUuid?: string;
}

export interface GlobalPeriod {
  periodicity: string;
  months: string;
  year: number;
}

export interface NotInvoicedRequest {
  from: string;
  to: string;
}

export interface GlobalBillingRequest extends NotInvoicedRequest, GlobalPeriod {
  /** Restrict to these payments (default: every one not invoiced in the range). */
  ids?: number[];
}

export interface NotInvoicedItem {
  id: number;
  reference: string;
  date: string;
  total: DecimalString;
}

export interface InvoiceSummary {
  id: number;
  module: BillingModule;
  type: CfdiType;
  isGlobal: boolean;
  serie: string;
  folio: number;
  uuid: string | null;
  status: CfdiStatus;
  receiverRfc: string;
  receiverName: string;
  total: DecimalString;
  issuedAt: string;
  sandbox: boolean;
  relatedInvoiceId: number | null;
  lastError: string;
}

export interface InvoiceDetail extends InvoiceSummary {
  receiverRegime: string;
  receiverZip: string;
  cfdiUse: string;
  paymentForm: string | null;
  paymentMethod: string | null;
  subtotal: DecimalString;
  discount: DecimalString;
  iva: DecimalString;
  relatedUuid: string | null;
  cancelMotive: string | null;
  substituteUuid: string | null;
  cancelledAt: string | null;
  stampedAt: string | null;
  globalPeriodicity: string | null;
  globalMonths: string | null;
  globalYear: number | null;
  sources: { module: BillingModule; sourceId: number; reference: string; amount: DecimalString }[];
  creditNotes: InvoiceSummary[];
  /** What is left of the invoice for further credit notes. */
  creditable: DecimalString;
  /** Its payment complements (type P), live or not. */
  complements: InvoiceSummary[];
  /** A stamped PPD invoice's balance and the payments still waiting for their complement; null otherwise. */
  ppd: PpdState | null;
}

/** A payment received on a PPD invoice (a store abono) that no complement documents yet. */
export interface ComplementDue {
  /** The store sale payment. */
  paymentId: number;
  /** The institution's calendar day of the payment, 'YYYY-MM-DD'. */
  paidOn: string;
  /** What of the payment no complement documents yet. */
  pending: DecimalString;
  /** SAT's payment form of the payment (c_FormaPago). */
  form: string;
  /** SAT's deadline for its complement: the 5th of the following month. */
  deadline: string;
  daysLeft: number;
  overdue: boolean;
}

export interface PpdState {
  /** What the live payment complements documented as received. */
  paid: DecimalString;
  /** What live credit notes forgave. */
  credited: DecimalString;
  /** The total less both: what the next complement may document at most. */
  balance: DecimalString;
  complementsDue: ComplementDue[];
}

export interface PpdInvoice extends InvoiceSummary, PpdState {}

export interface PpdInvoiceList extends Paginated<PpdInvoice> {
  /** Over every PPD invoice of the company, not just the page: payments waiting for a complement, and overdue. */
  reminders: { due: number; overdue: number; nextDeadline: string | null };
}

export interface PpdInvoiceQuery {
  page?: number;
  limit?: number;
  /** RFC, name or folio. */
  q?: string;
  /** Only invoices with a balance left. */
  open?: boolean;
}

export type InvoiceList = Paginated<InvoiceSummary>;

export interface InvoiceListQuery {
  page?: number;
  limit?: number;
  from?: string;
  to?: string;
  q?: string;
  module?: BillingModule;
  status?: CfdiStatus;
  type?: CfdiType;
  sort?: 'issuedAt' | 'folio' | 'total';
  order?: 'asc' | 'desc';
}

/** Invoice panel of one payment (store sale or charge payment). */
export interface PaymentInvoices {
  /** 1 once a stamped invoice covers the payment. */
  stamped: 0 | 1;
  invoices: (InvoiceSummary & { creditNotes: InvoiceSummary[] })[];
}

export interface InvoiceStatusAnswer {
  uuid: string;
  status: CfdiStatus;
  sandbox: boolean;
  invoiceId: number;
  serie: string;
  folio: number;
  total: DecimalString;
  stampedAt: string | null;
  cancelledAt: string | null;
}

/** One entry of the customer fiscal-data book, as GET /api/billing/customer-fiscal-data lists it. */
export interface CustomerFiscalData extends ReceiverOnFile {
  id: number;
  /** How many stamped invoices noted it. */
  invoices: number;
  lastInvoicedAt: string;
}

/** Receptor data the invoice form offers: from the fiscal-data book (earlier invoices), a family's business names or a store client. */
export interface ReceiverSuggestion extends ReceiverOnFile {
  source: 'libreta' | 'familia' | 'cliente';
  /** Whose data it is: the family's or the client's name (the receptor's name for the book). The regime is empty
   * when not on file (a store client invoiced for the first time). */
  owner: string;
}

/** SAT's answer about a CFDI (its public status service, ConsultaCFDIService), or the one it would give for a sandbox document. */
export interface SatCfdiStatus {
  uuid: string;
  /** CodigoEstatus, e.g. "S - Comprobante obtenido satisfactoriamente." */
  code: string;
  /** Estado */
  state: 'Vigente' | 'Cancelado' | 'No encontrado';
  /** EsCancelable: "Cancelable sin aceptación", "Cancelable con aceptación", "No cancelable". */
  cancellable: string;
  /** EstatusCancelacion ("En proceso", "Cancelado sin aceptación", "Plazo vencido", …); empty when none. */
  cancellationStatus: string;
  /** True when answered from this system's records: a sandbox document, which SAT never received. */
  sandbox: boolean;
  checkedAt: string;
}

export interface SatKeyInUse {
  kind: 'producto' | 'unidad';
  code: string;
  description: string;
  uses: number;
  /** Needs a complement (e.g. IEDU on tuition) or is no longer valid. */
  flags: ('complemento' | 'vencida' | 'desconocida')[];
}

// ---- self-invoicing (a customer invoices a ticket or receipt through its link, without logging in) ----

/** The link a ticket or receipt prints (POST …/:id/self-invoice-link); a new one-time code each time. */
export interface SelfInvoiceLink {
  /** False when the ticket cannot be self-invoiced (invoiced, cancelled, unpaid, its month over). */
  available: boolean;
  /** Why not, in Spanish; null when available. */
  reason: string | null;
  /** `<public url>/autofactura/<code>`. */
  url: string | null;
  /** The url as a QR code, an SVG document. */
  qrSvg: string | null;
  /** Last local day (YYYY-MM-DD) on which it may be invoiced. */
  lastDay: string | null;
}

/** Where a ticket's self-invoicing stands, as the customer's page says it. */
export type SelfInvoiceState = 'disponible' | 'facturado' | 'cancelado' | 'no-disponible';

/** What the customer's page shows of a ticket (GET /api/self-invoice/ticket?code=): only its summary. */
export interface SelfInvoiceTicket {
  module: BillingModule;
  /** Ticket or receipt folio, e.g. V-120. */
  reference: string;
  date: string;
  total: DecimalString;
  companyName: string;
  branchOfficeName: string;
  lastDay: string;
  state: SelfInvoiceState;
  /** Why it cannot be invoiced (state other than disponible). */
  message: string | null;
}

/** The customer's fiscal data for a ticket (POST /api/self-invoice/invoice); e-mail optional. */
export interface SelfInvoiceRequest extends InvoiceReceiverInput {
  code: string;
}

/** Links that download the invoice without a session (each valid for a limited time). */
export interface SelfInvoiceDownloads {
  xml: string;
  pdf: string;
  expiresAt: string;
}

/** The invoice a customer obtained; `downloads` is null while it is not stamped. */
export interface SelfInvoiceResult {
  status: CfdiStatus;
  serie: string;
  folio: number;
  uuid: string | null;
  total: DecimalString;
  issuedAt: string;
  sandbox: boolean;
  receiverRfc: string;
  receiverName: string;
  downloads: SelfInvoiceDownloads | null;
  /** Where the XML and PDF were e-mailed, when an address was given and the invoice is stamped. */
  emailedTo: string | null;
}

/** A branch office and whether it is in SAT's border region, where its products may be sold at IVA 8 % (ADR 0036). */
export interface BranchBorderRegion {
  id: number;
  name: string;
  borderRegion: boolean;
}
