import type {
  ClientCredit,
  AddSalePaymentRequest,
  CashRegister,
  CashRegisterDetail,
  CashRegisterListQuery,
  CashRegisterMovement,
  CashRegisterMovementRequest,
  CashRegisterTransaction,
  CashReport,
  CashReportQuery,
  CloseCashRegisterRequest,
  ConvertQuotationRequest,
  CreateCashRegisterTransactionRequest,
  CreateQuotationRequest,
  CreateSaleRequest,
  OpenCashRegisterRequest,
  Paginated,
  PriceListItem,
  ProductProvider,
  PurchaseOrder,
  PurchaseOrderDetail,
  PurchaseOrderListQuery,
  PurchaseOrderStatusRequest,
  QuotationDetail,
  Quotation,
  QuotationListQuery,
  ReceivePurchaseOrderRequest,
  SaleDetail,
  Sale,
  SaleReturnRequest,
  SaleReturnResponse,
  SalesHistoryQuery,
  SaleTicket,
  SaveMenuOrderRequest,
  SavePriceListItemsRequest,
  SaveProductProvidersRequest,
  SavePurchaseOrderRequest,
  StockAdjustmentRequest,
  StockAdjustmentResponse,
  StockMovement,
  StoreAutomaticCharge,
  StoreListQuery,
  StoreRegisterSettings,
  UpdateCashRegisterTransactionRequest,
  UserRef,
} from '@mikro/contracts';
import { http } from '@mikro/api-client/core';

const BASE = '/mini-store';

/** A fresh key per checkout attempt; pass the same key again to retry that attempt safely. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

const idempotent = (key: string | undefined) => ({ headers: { 'Idempotency-Key': key ?? newIdempotencyKey() } });

async function get<T>(path: string, params?: object): Promise<T> {
  const { data } = await http.get<T>(`${BASE}${path}`, params ? { params } : undefined);
  return data;
}

async function post<T>(path: string, body: unknown, key?: string): Promise<T> {
  const { data } = await http.post<T>(`${BASE}${path}`, body, key === undefined ? undefined : idempotent(key));
  return data;
}

async function patch<T>(path: string, body: unknown): Promise<T> {
  const { data } = await http.patch<T>(`${BASE}${path}`, body);
  return data;
}

export const cashRegisterApi = {
  list: (query: CashRegisterListQuery = {}) => get<Paginated<CashRegister>>('/cash-register', query),
  /** The caller's open register in the current branch office, or null. */
  current: () => get<CashRegisterDetail | null>('/cash-register/current'),
  get: (id: number) => get<CashRegisterDetail>(`/cash-register/${id}`),
  open: (body: OpenCashRegisterRequest) => post<CashRegisterDetail>('/cash-register', body),
  /** Answers the Z report (expected, counted and difference per method). */
  close: (id: number, body: CloseCashRegisterRequest) => patch<CashReport>(`/cash-register/${id}`, body),
  report: (query: CashReportQuery = {}) => get<CashReport>('/cash-register/cash-report', query),
  addMovement: (id: number, body: CashRegisterMovementRequest) =>
    post<CashRegisterMovement>(`/cash-register/${id}/movements`, body),
  /** How the current branch office closes its registers (blind close or not). */
  settings: () => get<StoreRegisterSettings>('/cash-register/settings'),
  /** Changed by a supervisor of the point of sale. */
  saveSettings: async (body: StoreRegisterSettings) => (await http.put<StoreRegisterSettings>(`${BASE}/cash-register/settings`, body)).data,
};

export const cashRegisterTransactionsApi = {
  list: (query: StoreListQuery & { cashRegisterId?: number } = {}) =>
    get<Paginated<CashRegisterTransaction>>('/cash-register-transactions', query),
  get: (id: number) => get<CashRegisterTransaction>(`/cash-register-transactions/${id}`),
  create: (body: CreateCashRegisterTransactionRequest) =>
    post<CashRegisterTransaction>('/cash-register-transactions', body),
  update: (id: number, body: UpdateCashRegisterTransactionRequest) =>
    patch<CashRegisterTransaction>(`/cash-register-transactions/${id}`, body),
};

/** The sales history's query keys (`all` invalidates every list and detail). */
export const salesKeys = {
  all: ['sales-history'] as const,
  lists: () => ['sales-history', 'list'] as const,
  list: (query: SalesHistoryQuery) => ['sales-history', 'list', query] as const,
  offline: (query: SalesHistoryQuery) => ['sales-history', 'offline', query] as const,
  cashiers: () => ['sales-history', 'cashiers'] as const,
  detail: (id: number) => ['sales-history', 'detail', id] as const,
};

export const salesApi = {
  /** A retry with the same idempotencyKey returns the first sale instead of charging twice. */
  create: (body: CreateSaleRequest, idempotencyKey?: string) =>
    post<SaleDetail>('/sales', body, idempotencyKey ?? newIdempotencyKey()),
  list: (query: SalesHistoryQuery = {}) => get<Paginated<Sale>>('/sales', query),
  get: (id: number) => get<SaleDetail>(`/sales/${id}`),
  ticket: (id: number) => get<SaleTicket>(`/sales/${id}/ticket`),
  /** The same ticket, from the sales history (permission of /sales-history). */
  reprint: (id: number) => get<SaleTicket>(`/sales/${id}/reprint`),
  /** Who has sold in the branch office (the history's cashier filter). */
  cashiers: () => get<UserRef[]>('/sales/cashiers'),
  /** What a client owes and may still buy on credit (fiado or deferred). */
  credit: (clientId: number) => get<ClientCredit>('/sales/credit', { clientId }),
  /** Without lines the whole sale is cancelled. */
  returnItems: (id: number, body: SaleReturnRequest) => post<SaleReturnResponse>(`/sales/${id}/returns`, body),
  addPayments: (id: number, body: AddSalePaymentRequest, idempotencyKey?: string) =>
    post<SaleDetail>(`/sales/${id}/payments`, body, idempotencyKey ?? newIdempotencyKey()),
  /** A supervisor marks an offline sale flagged for review as reviewed. */
  markReviewed: async (id: number, notes?: string) => (await http.post<SaleDetail>(`${BASE}/sales/${id}/review`, notes ? { notes } : {})).data,
};

export const quotationsApi = {
  create: (body: CreateQuotationRequest) => post<QuotationDetail>('/quotations', body),
  list: (query: QuotationListQuery = {}) => get<Paginated<Quotation>>('/quotations', query),
  get: (id: number) => get<QuotationDetail>(`/quotations/${id}`),
  convert: (id: number, body: ConvertQuotationRequest, idempotencyKey?: string) =>
    post<SaleDetail>(`/quotations/${id}/convert`, body, idempotencyKey ?? newIdempotencyKey()),
};

export const purchaseOrdersApi = {
  list: (query: PurchaseOrderListQuery = {}) => get<Paginated<PurchaseOrder>>('/purchase-orders', query),
  get: (id: number) => get<PurchaseOrderDetail>(`/purchase-orders/${id}`),
  create: (body: SavePurchaseOrderRequest) => post<PurchaseOrderDetail>('/purchase-orders', body),
  /** Only a 'borrador' order can be edited. */
  update: (id: number, body: SavePurchaseOrderRequest) => patch<PurchaseOrderDetail>(`/purchase-orders/${id}`, body),
  setStatus: (id: number, body: PurchaseOrderStatusRequest) =>
    patch<PurchaseOrderDetail>(`/purchase-orders/${id}/status`, body),
  /** Without lines everything pending is received. */
  receive: (id: number, body: ReceivePurchaseOrderRequest = {}) =>
    post<PurchaseOrderDetail>(`/purchase-orders/${id}/receive`, body),
};

export const stockApi = {
  adjust: (body: StockAdjustmentRequest) => post<StockAdjustmentResponse>('/stock/adjustments', body),
  kardex: (productId: number, query: StoreListQuery = {}) =>
    get<Paginated<StockMovement>>(`/stock/kardex/${productId}`, query),
};

/** Catalogue writes beside the generic resources: a list's per-product prices, a product's providers, the cards-view order. */
export const storeCatalogApi = {
  /** Upserts; give price or priceWithIVA per item and the server computes the other. */
  savePriceListItems: async (priceListId: number, body: SavePriceListItemsRequest) =>
    (await http.put<PriceListItem[]>(`${BASE}/price-lists/${priceListId}/items`, body)).data,
  deletePriceListItem: async (priceListId: number, productId: number) => {
    await http.delete(`${BASE}/price-lists/${priceListId}/items/${productId}`);
  },
  /** Replaces the product's providers (the first one's cost becomes the product's priceProvider). */
  saveProductProviders: async (productId: number, body: SaveProductProvidersRequest) =>
    (await http.put<ProductProvider[]>(`${BASE}/products/${productId}/providers`, body)).data,
  /** The discounts and surcharges every sale line takes today (the sale applies them on the server). */
  automaticChargesToday: () => get<StoreAutomaticCharge[]>('/automatic-charges/today'),
  saveMenuOrder: async (body: SaveMenuOrderRequest) => (await http.put<{ id: number; menuOrder: number }[]>(`${BASE}/products/menu-order`, body)).data,
};
