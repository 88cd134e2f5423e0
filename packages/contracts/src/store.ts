// The store's transactional API (/api/mini-store/…): cash register, sales, quotations, returns, abonos,
// purchase orders, stock adjustments and the kardex. Amounts are DecimalString; quantities too
// (up to 3 decimals for weighed units). Every amount is recomputed by the server.
import type { ExtraChargeRuleFields } from './catalogs/system';
import type { DecimalString } from './common';

export interface IdRef {
  id: number;
}

export interface UserRef {
  id: number;
  name: string;
}

/** Filters of the store lists; all optional. Lists answer Paginated<T> (page from 1, limit ≤ 100, default 10). */
export interface StoreListQuery {
  page?: number;
  limit?: number;
}

// ───────────────────────────── Cash register ─────────────────────────────

export type CashRegisterStatus = 'abierta' | 'cerrada';

/** Kinds of cash-register transaction (reference table transaction_types, fixed ids). */
export const TRANSACTION_TYPE = { apertura: 1, venta: 2, entrada: 3, salida: 4, devolucion: 5, cierre: 6 } as const;
export type TransactionTypeId = (typeof TRANSACTION_TYPE)[keyof typeof TRANSACTION_TYPE];

export interface TransactionTypeRef {
  id: number;
  key: string;
  name: string;
  direction: 'in' | 'out';
}

export interface OpenCashRegisterRequest {
  openingAmount: DecimalString;
  notes?: string;
}

/** How the branch office's registers close: a blind close takes every count before showing what was expected. */
export interface StoreRegisterSettings {
  blindClose: boolean;
}

/** Counted amounts per payment method at close (methods not listed count as 0). */
export interface CloseCashRegisterRequest {
  counted: { methodId: number; amount: DecimalString }[];
  notes?: string;
}

/** One payment method's line of an X/Z report or a close. */
export interface CashMethodSummary {
  methodId: number;
  methodName: string;
  /** Opening amount (cash only) + payments − refunds ± cash movements. */
  expected: DecimalString;
  /** Null in an X report (nothing counted yet). */
  counted: DecimalString | null;
  /** counted − expected (null when not counted). */
  difference: DecimalString | null;
}

export interface CashRegisterMovement {
  id: number;
  type: 'entrada' | 'salida';
  methodId: number;
  amount: DecimalString;
  reason: string;
  user: UserRef;
  createdAt: string;
}

export interface CashRegisterMovementRequest {
  type: 'entrada' | 'salida';
  amount: DecimalString;
  reason: string;
  /** Default 1 (Efectivo). */
  methodId?: number;
}

/** A sale payment (listed as miniStoreSalePayments on a sale). */
export interface SalePayment {
  id: number;
  saleId: number;
  /** 'pago' at the sale, 'abono' added later, 'devolucion' a refund (negative amount). */
  kind: 'pago' | 'abono' | 'devolucion';
  methodId: number;
  methodName: string;
  /** SAT c_FormaPago. */
  methodCode: string;
  bankId: number | null;
  /** What the payment settles (after the change given back); negative for a refund. */
  amount: DecimalString;
  /** What the customer handed over. */
  received: DecimalString;
  reference: string;
  paymentStatus: 'pagado' | 'cancelado';
  cashRegisterId: number;
  createdAt: string;
}

/** A cash-register transaction: who (agent), which register, which payment and which kind. */
export interface CashRegisterTransaction {
  id: number;
  agent: UserRef;
  cashRegister: IdRef;
  transactionType: TransactionTypeRef;
  /** The sale payment it records; null for cash in/out, opening and close. */
  payment: (SalePayment & { miniStoreSaleMethodPayments: { methodId: number; methodName: string; code: string } }) | null;
  saleId: number | null;
  /** The sale's folio as printed ('V1-2'), when the transaction belongs to a sale. */
  saleFolio: string | null;
  methodId: number;
  amount: DecimalString;
  notes: string;
  createdAt: string;
}

export interface CreateCashRegisterTransactionRequest {
  /** Defaults to the caller. */
  agent?: IdRef;
  cashRegister: IdRef;
  /** A sale payment not yet recorded in a transaction. */
  payment: IdRef;
  transactionType: IdRef;
  notes?: string;
}

export interface UpdateCashRegisterTransactionRequest {
  notes?: string;
  transactionType?: IdRef;
}

export interface CashRegister {
  id: number;
  branchOfficeId: number;
  cashier: UserRef;
  status: CashRegisterStatus;
  openingAmount: DecimalString;
  openAt: string;
  closedAt: string | null;
  notes: string;
  /** Present once closed: the close's summary per payment method. */
  closing: CashMethodSummary[] | null;
}

/** GET /:id (and the open response): joins transactions (with their payment) and movements. */
export interface CashRegisterDetail extends CashRegister {
  transactions: CashRegisterTransaction[];
  movements: CashRegisterMovement[];
}

/** X report (register open, mid-shift) or Z report (register closed). */
export interface CashReport {
  kind: 'X' | 'Z';
  cashRegister: CashRegister;
  generatedAt: string;
  salesCount: number;
  /** How many of those sales were made without a connection. */
  offlineSalesCount: number;
  /** Σ totals of the sales rung up in the register (fiado and deferred included). */
  salesTotal: DecimalString;
  /** Σ money taken in (payments and abonos), whatever the sale. */
  collectedTotal: DecimalString;
  refundsTotal: DecimalString;
  cashIn: DecimalString;
  cashOut: DecimalString;
  methods: CashMethodSummary[];
  /** Σ expected of every method. */
  expectedTotal: DecimalString;
}

export interface CashRegisterListQuery extends StoreListQuery {
  status?: CashRegisterStatus;
  cashierId?: number;
  /** Only registers of the caller. */
  mine?: boolean;
}

export interface CashReportQuery {
  /** Default: the caller's open register in the X-Branch-Office branch. */
  cashRegisterId?: number;
}

// ───────────────────────────── Sales ─────────────────────────────

/** Regular (paid now), fiado (on credit, nothing paid needed) or deferred (abonos later). */
export type SaleType = 'regular' | 'fiado' | 'deferred';
export type SaleStatus = 'pagada' | 'pendiente' | 'cancelada' | 'devuelta parcial';

export interface SaleLineRequest {
  productId: number;
  /** > 0; up to 3 decimals. */
  quantity: DecimalString | number;
  /** Ids of extra charges (discounts/surcharges) to apply on this line. */
  charges?: number[];
}

export interface PaymentRequest {
  methodId: number;
  bankId?: number | null;
  /** What the customer hands over with this method; change comes back only from cash. */
  amount: DecimalString | number;
  reference?: string;
}

/** POST /mini-store/sales. Header `Idempotency-Key` (≤ 100 chars) makes a retry return the first result. */
export interface CreateSaleRequest {
  lines: SaleLineRequest[];
  payments: PaymentRequest[];
  saleType?: SaleType;
  clientId?: number | null;
  /** A student as the buyer. */
  studentId?: number | null;
  /** Overrides the products' own price lists (must be of the same branch office). */
  priceListId?: number | null;
  notes?: string;
  /** Deferred sales: what is left unpaid is split into this many instalments from the first due date. */
  instalments?: { count: number; firstDueDate: string; frequency: 'semanal' | 'quincenal' | 'mensual' };
  /** An administrator sells on credit beyond the client's limit, stating why. */
  creditOverride?: { reason: string };
  /** A sale the point of sale made without a connection, sent when it came back (docs/offline-pos.md). */
  offline?: OfflineSaleRequest;
}

/** Where and when an offline sale was made, and what the cashier charged for it. */
export interface OfflineSaleRequest {
  /** The register open on the device when it sold. */
  cashRegisterId: number;
  /** The device's id (8 to 40 letters and digits), drawn once per browser. */
  deviceId: string;
  /** The provisional number printed on the ticket: 1, 2, 3… per register and device, never reused. */
  number: number;
  /** ISO 8601 time of the sale on the device. */
  soldAt: string;
  /** The total the customer was charged offline. */
  total: DecimalString | number;
}

/** How an offline sale is reported: its provisional number and time, and what a supervisor must review. */
export interface OfflineSaleInfo {
  cashRegisterId: number;
  deviceId: string;
  number: number;
  /** As printed on the ticket, e.g. 'C12-7KQ3PZ9A-0007'. */
  provisional: string;
  soldAt: string;
  /** Why a supervisor must look at it (null: the server accepted it as it was). */
  reviewReason: string | null;
  reviewedAt: string | null;
}

/** One payment of a deferred sale's plan. */
export interface SaleInstalment {
  number: number;
  /** YYYY-MM-DD. */
  dueDate: string;
  amount: DecimalString;
}

/** GET /mini-store/sales/credit?clientId=: what the client owes and may still buy on credit. */
export interface ClientCredit {
  clientId: number;
  limit: DecimalString;
  balance: DecimalString;
  /** limit − balance, never below 0. */
  available: DecimalString;
}

/** A charge applied to a sale line, with the signed amount it changed. */
export interface AppliedCharge {
  chargeId: number;
  name: string;
  amount: DecimalString;
}

/** One line of a sale: product, quantity, prices and what charges and IVA made of them. */
export interface SaleLine {
  id: number;
  productId: number;
  productName: string;
  productCode: string;
  quantity: DecimalString;
  returnedQuantity: DecimalString;
  unitMeasurement: string;
  unity: number;
  /** Unit price before tax and with tax, after the price list. */
  price: DecimalString;
  priceWithIVA: DecimalString;
  isIva: boolean;
  extraCharges: AppliedCharge[];
  gross: DecimalString;
  discounts: DecimalString;
  surcharges: DecimalString;
  subtotal: DecimalString;
  tax: DecimalString;
  total: DecimalString;
}

export interface SaleTotals {
  gross: DecimalString;
  discounts: DecimalString;
  surcharges: DecimalString;
  subtotal: DecimalString;
  tax: DecimalString;
  total: DecimalString;
}

export interface Sale extends SaleTotals {
  id: number;
  serie: string;
  folio: number;
  branchOfficeId: number;
  cashRegisterId: number;
  cashier: UserRef;
  client: { id: number; name: string } | null;
  studentId: number | null;
  quotationId: number | null;
  saleType: SaleType;
  status: SaleStatus;
  /** Σ payments (net of refunds). */
  paid: DecimalString;
  /** total − returned − paid, never below 0. */
  balance: DecimalString;
  /** Change given back at the sale. */
  change: DecimalString;
  /** Amount returned to the customer (returns and cancellation). */
  refunded: DecimalString;
  notes: string;
  createdAt: string;
  /** The plan of a deferred sale (empty otherwise). */
  instalments: SaleInstalment[];
  /** Set when the sale was made without a connection. */
  offline: OfflineSaleInfo | null;
}

export interface SaleDetail extends Sale {
  lines: SaleLine[];
  miniStoreSalePayments: SalePayment[];
}

export interface SalesHistoryQuery extends StoreListQuery {
  /** 'YYYY-MM-DD', inclusive, in the server's calendar (America/Mexico_City). */
  from?: string;
  to?: string;
  cashierId?: number;
  clientId?: number;
  status?: SaleStatus;
  methodId?: number;
  folio?: number;
  /** The folio's series ('V1'), as printed before the number. */
  serie?: string;
  /** Only sales made without a connection. */
  offline?: boolean;
  /** Offline sales flagged for a supervisor: still to review ('pendiente') or already reviewed ('revisada'). */
  review?: 'pendiente' | 'revisada';
}

/** POST /mini-store/sales/:id/returns: omit lines to cancel the whole sale. */
export interface SaleReturnRequest {
  lines?: { lineId: number; quantity: DecimalString | number }[];
  reason: string;
  /** How the money goes back (default 1, Efectivo). */
  methodId?: number;
}

export interface SaleReturnResponse {
  sale: SaleDetail;
  /** What was given back (0 when nothing had been paid). */
  refunded: DecimalString;
}

/** POST /mini-store/sales/:id/payments: an abono to a fiado/deferred sale. */
export interface AddSalePaymentRequest {
  payments: PaymentRequest[];
}

/** GET /mini-store/sales/:id/ticket: everything an 80 mm ticket prints. */
export interface SaleTicket {
  company: { name: string; businessName: string; rfc: string; address: string; zip: string; regime: string };
  branchOffice: { id: number; name: string; address: string };
  serie: string;
  folio: number;
  /** The provisional number printed offline, when the sale was made without a connection. */
  provisional: string | null;
  createdAt: string;
  cashier: string;
  client: string | null;
  saleType: SaleType;
  status: SaleStatus;
  lines: {
    productName: string;
    productCode: string;
    quantity: DecimalString;
    /** The unit as SAT names it, by the quantity: 'pieza', 'litros', 'kilogramos' ('' when unknown). */
    unitLabel: string;
    unitPrice: DecimalString;
    discounts: DecimalString;
    total: DecimalString;
  }[];
  /** IVA breakdown: taxed base, the IVA, and the exempt amount. */
  taxes: { taxedSubtotal: DecimalString; iva: DecimalString; exempt: DecimalString };
  totals: SaleTotals;
  payments: { methodName: string; amount: DecimalString; received: DecimalString; reference: string }[];
  change: DecimalString;
  balance: DecimalString;
  instalments: SaleInstalment[];
}

// ───────────────────────────── Quotations ─────────────────────────────

export type QuotationStatus = 'vigente' | 'convertida' | 'cancelada' | 'vencida';

export interface CreateQuotationRequest {
  lines: SaleLineRequest[];
  clientId?: number | null;
  studentId?: number | null;
  priceListId?: number | null;
  notes?: string;
}

export interface Quotation extends SaleTotals {
  id: number;
  serie: string;
  folio: number;
  branchOfficeId: number;
  user: UserRef;
  client: { id: number; name: string } | null;
  studentId: number | null;
  /** 'YYYY-MM-DD', last valid day. */
  validUntil: string;
  /** 'vencida' is derived: vigente past validUntil. */
  status: QuotationStatus;
  saleId: number | null;
  notes: string;
  createdAt: string;
}

export interface QuotationDetail extends Quotation {
  lines: Omit<SaleLine, 'id' | 'returnedQuantity'>[];
}

export interface QuotationListQuery extends StoreListQuery {
  /** Folio, client name or product name. */
  search?: string;
  status?: QuotationStatus;
  from?: string;
  to?: string;
}

/** POST /mini-store/quotations/:id/convert: a sale at the quotation's prices (Idempotency-Key honoured). */
export interface ConvertQuotationRequest {
  payments: PaymentRequest[];
  saleType?: SaleType;
  instalments?: CreateSaleRequest['instalments'];
}

// ───────────────────────────── Warehouse ─────────────────────────────

export type PurchaseOrderStatus = 'borrador' | 'enviada' | 'parcialmente surtida' | 'surtida' | 'cancelada';

export interface PurchaseOrderLineRequest {
  productId: number;
  quantity: DecimalString | number;
  /** Provider price per unit; default the product's provider cost (or priceProvider). */
  unitCost?: DecimalString | number;
}

export interface SavePurchaseOrderRequest {
  providerId: number;
  lines: PurchaseOrderLineRequest[];
  notes?: string;
  /** 'YYYY-MM-DD'. */
  expectedDate?: string | null;
}

/** PATCH /mini-store/purchase-orders/:id/status: borrador→enviada, borrador|enviada→cancelada. */
export interface PurchaseOrderStatusRequest {
  status: 'enviada' | 'cancelada';
}

export interface PurchaseOrderLine {
  id: number;
  productId: number;
  productName: string;
  productCode: string;
  quantity: DecimalString;
  receivedQuantity: DecimalString;
  unitCost: DecimalString;
  total: DecimalString;
}

export interface PurchaseOrder {
  id: number;
  branchOfficeId: number;
  provider: { id: number; name: string };
  status: PurchaseOrderStatus;
  total: DecimalString;
  notes: string;
  expectedDate: string | null;
  user: UserRef;
  createdAt: string;
  updatedAt: string;
}

export interface PurchaseOrderDetail extends PurchaseOrder {
  lines: PurchaseOrderLine[];
}

export interface PurchaseOrderListQuery extends StoreListQuery {
  status?: PurchaseOrderStatus;
  providerId?: number;
}

/** POST /mini-store/purchase-orders/:id/receive: omit lines to receive everything pending. */
export interface ReceivePurchaseOrderRequest {
  lines?: { lineId: number; quantity: DecimalString | number }[];
  notes?: string;
}

export type StockMovementType = 'venta' | 'devolucion' | 'cancelacion' | 'entrada' | 'ajuste';

/** One row of the kardex (stock-movement ledger). */
export interface StockMovement {
  id: number;
  productId: number;
  type: StockMovementType;
  /** Signed: negative takes stock out. */
  quantity: DecimalString;
  stockAfter: DecimalString;
  reason: string;
  /** 'sale' | 'purchase-order' | 'adjustment'. */
  referenceType: string;
  referenceId: number | null;
  /** The document that moved the stock as printed: a sale's folio ('V1-23'), a purchase order ('Pedido 12'); null for an adjustment. */
  folio: string | null;
  user: UserRef;
  createdAt: string;
}

/** POST /mini-store/stock/adjustments: set a new stock, or add/remove a delta. */
export interface StockAdjustmentRequest {
  productId: number;
  /** Exactly one of newStock or delta. */
  newStock?: DecimalString | number;
  delta?: DecimalString | number;
  reason: string;
}

export interface StockAdjustmentResponse {
  productId: number;
  stock: DecimalString;
  movement: StockMovement;
}

// ───────────────────────────── Catalogue writes ─────────────────────────────

/**
 * PUT /mini-store/price-lists/:id/items: upserts these products' own prices in the list. Give `price`
 * or `priceWithIVA`; the server computes the other (packages/domain, factor 1.16 when the product has IVA).
 */
export interface SavePriceListItemsRequest {
  items: { productId: number; price?: DecimalString; priceWithIVA?: DecimalString }[];
}

/** PUT /mini-store/products/:id/providers: replaces the product's providers and their prices. */
export interface SaveProductProvidersRequest {
  providers: { providerId: number; cost: DecimalString; providerCode?: string }[];
}

/** PUT /mini-store/products/menu-order: the cards-view order of these products (first = 1). */
export interface SaveMenuOrderRequest {
  productIds: number[];
}


/**
 * GET /mini-store/automatic-charges/today: the discounts and surcharges every sale line takes today (listed for
 * the branch office's store in /mini-store/automatic-charges, Automatic and active, today inside their date and
 * day ranges). The sale applies them on the server whatever the client sends; the POS shows them.
 */
export interface StoreAutomaticCharge extends ExtraChargeRuleFields {
  id: number;
  /** Descuentos=1, Recargos=2. */
  extraChargesType: { id: number };
}

/** A row of /mini-store/automatic-charges (engine resource; join=extraCharge). */
export interface StoreAutomaticChargeLink {
  id: number;
  companyId: number;
  branchOfficeId: number;
  extraChargeId: number;
  createdAt: string;
  updatedAt: string;
  extraCharge?: { id: number; name: string; quantity: DecimalString; typeApplication: number; applicationForm: number; isActive: boolean } | null;
}
