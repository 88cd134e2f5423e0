// Invoicing (CFDI 4.0): company fiscal settings, invoices, credit notes, global invoices and the
// invoice panel of each payment; typed calls and react-query hooks.
import { useMemo } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BranchBorderRegion,
  CancelInvoiceRequest,
  CompanyFiscalSettings,
  CompanyFiscalUpdate,
  CreditNoteRequest,
  CsdUpload,
  GlobalBillingRequest,
  InvoiceDetail,
  InvoiceList,
  InvoiceListQuery,
  InvoicePaymentsRequest,
  InvoiceReceiverInput,
  InvoiceSalesRequest,
  InvoiceSummary,
  InvoiceStatusAnswer,
  SatCfdiStatus,
  ReceiverSuggestion,
  NotInvoicedItem,
  NotInvoicedRequest,
  PaymentComplementRequest,
  PaymentInvoices,
  PpdInvoiceList,
  PpdInvoiceQuery,
  SatKeyInUse,
  SelfInvoiceLink,
  SelfInvoiceRequest,
  SelfInvoiceResult,
  SelfInvoiceTicket,
} from '@mikro/contracts';
import { http, toApiError } from '@mikro/api-client/core';
import { saveBlob } from './download';

export interface Folios {
  serieFactura: string;
  foliajeFactura: number;
  serieNota: string;
  foliajeNota: number;
  seriePago: string;
  foliajePago: number;
  serieCotizacion: string;
  folioCotizacion: number;
}

const STORE = '/mini-store/sales-payments';
/** Where each module's payments are invoiced: 1 store, 2 academies, 3 school. */
const PAYMENTS_BASE: Record<1 | 2 | 3, string> = { 1: STORE, 2: '/academies/charges/payments', 3: '/school/charges/payments' };

export const billingApi = {
  company: async () => (await http.get<CompanyFiscalSettings>('/billing/company')).data,
  updateCompany: async (body: CompanyFiscalUpdate) => (await http.patch<CompanyFiscalSettings>('/billing/company', body)).data,
  uploadCsd: async (body: CsdUpload) => (await http.post<CompanyFiscalSettings>('/billing/company/csd', body)).data,
  /** The company's branch offices, each saying whether it is in SAT's border region (sells at IVA 8 %). */
  borderRegions: async () => (await http.get<BranchBorderRegion[]>('/billing/border-region')).data,
  folios: async () => (await http.get<Folios>('/billing/folios')).data,
  updateFolios: async (body: Partial<Folios>) => (await http.patch<Folios>('/billing/folios', body)).data,
  satKeys: async (q: string) => (await http.get<SatKeyInUse[]>('/billing/sat-keys', { params: q ? { q } : undefined })).data,
  invoices: async (query: InvoiceListQuery) => (await http.get<InvoiceList>('/billing/invoices', { params: query })).data,
  creditNotes: async (query: InvoiceListQuery) => (await http.get<InvoiceList>('/billing/credit-notes', { params: query })).data,
  invoice: async (id: number) => (await http.get<InvoiceDetail>(`/billing/invoices/${id}`)).data,
  /** Stamped PPD invoices with their balances and the payments whose complement is due. */
  ppdInvoices: async (query: PpdInvoiceQuery) => (await http.get<PpdInvoiceList>('/billing/ppd-invoices', { params: query })).data,
  status: async (uuid: string) => (await http.get<InvoiceStatusAnswer>(`/billing/status/${encodeURIComponent(uuid.trim())}`)).data,
  /** Fiscal data on file (earlier invoices, a payment's family or client) by RFC or name. */
  fiscalBook: async (params: { q?: string; module?: 1 | 2 | 3; paymentId?: number }) => (await http.get<ReceiverSuggestion[]>('/billing/fiscal-book', { params })).data,
  /** SAT's answer (its CFDI status service; a sandbox document answered from the records). */
  satStatus: async (uuid: string) => (await http.get<SatCfdiStatus>(`/billing/status/${encodeURIComponent(uuid.trim())}/sat`)).data,
  cancel: async (id: number, body: CancelInvoiceRequest) => (await http.post<InvoiceDetail>(`/billing/invoices/${id}/cancel`, body)).data,
  /** Stamps a replacement related 04 to the invoice, then cancels the invoice with motive 01 naming it. */
  substitute: async (id: number, body: { receiver?: InvoiceReceiverInput }) => (await http.post<InvoiceDetail>(`/billing/invoices/${id}/substitute`, body)).data,
  retryStamp: async (id: number) => (await http.post<InvoiceDetail>(`/billing/invoices/${id}/stamp`)).data,
  email: async (id: number, to: string) => (await http.post<{ sent: boolean }>(`/billing/invoices/${id}/email`, { to })).data,
  creditNote: async (body: CreditNoteRequest) => (await http.post<InvoiceDetail>('/billing/credit-notes', body)).data,
  /** Payment complement (CFDI type P) of an instalment paid on a stamped PPD invoice; answers the complement. */
  paymentComplement: async (invoiceId: number, body: PaymentComplementRequest) =>
    (await http.post<InvoiceDetail>(`/billing/invoices/${invoiceId}/payment-complement`, body)).data,
  pdfBlob: async (id: number) => (await http.get<Blob>(`/billing/invoices/${id}/pdf`, { responseType: 'blob' })).data,
  xmlBlob: async (id: number) => (await http.get<Blob>(`/billing/invoices/${id}/xml`, { responseType: 'blob' })).data,
  downloadXml: async (id: number, name: string) => saveBlob(await billingApi.xmlBlob(id), `${name}.xml`),
  downloadPdf: async (id: number, name: string) => saveBlob(await billingApi.pdfBlob(id), `${name}.pdf`),
  /** Opens the PDF in a new tab (object URL of the authenticated download). */
  openPdf: async (id: number) => {
    const url = URL.createObjectURL(await billingApi.pdfBlob(id));
    window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  },
  zip: async (ids: number[]) =>
    saveBlob((await http.post<Blob>(`${STORE}/report/zip-invoices`, ids.map((id) => ({ id })), { responseType: 'blob', timeout: 0 })).data, 'facturas.zip'),
  /** Every stamped invoice and credit note issued in the period (local days), XML and PDF, in one zip. */
  periodZip: async (period: { from: string; to: string; module?: 1 | 2 | 3 }) =>
    saveBlob(
      (await http.get<Blob>('/billing/invoices/period-zip', { params: period, responseType: 'blob', timeout: 0 })).data,
      `facturas_${period.from}_${period.to}.zip`,
    ),
  /** The acknowledgement the PAC gave when the invoice's cancellation was requested (XML). */
  downloadCancellationReceipt: async (id: number, name: string) =>
    saveBlob((await http.get<Blob>(`/billing/invoices/${id}/cancellation-receipt`, { responseType: 'blob' })).data, `Acuse-cancelacion_${name}.xml`),
  // store payments
  invoiceSales: async (body: InvoiceSalesRequest) => (await http.post<InvoiceDetail>(`${STORE}/invoice`, body)).data,
  storePaymentInvoices: async (saleId: number) => (await http.get<PaymentInvoices>(`${STORE}/details-invoice`, { params: { id: saleId } })).data,
  storeNotInvoiced: async (body: NotInvoicedRequest) => (await http.post<NotInvoicedItem[]>(`${STORE}/not-invoiced`, body)).data,
  storeGlobalBilling: async (body: GlobalBillingRequest) => (await http.post<InvoiceDetail>(`${STORE}/global-billing`, body, { timeout: 0 })).data,
  // school (3) and academy (2) payments
  invoicePayments: async (module: 2 | 3, body: InvoicePaymentsRequest) => (await http.post<InvoiceDetail>(`${PAYMENTS_BASE[module]}/invoice`, body)).data,
  /** The invoice panel of a payment of any module: its invoices with their credit notes and the stamping flag. */
  paymentInvoices: async (module: 1 | 2 | 3, id: number) =>
    module === 1 ? billingApi.storePaymentInvoices(id) : (await http.get<PaymentInvoices>(`${PAYMENTS_BASE[module]}/${id}/invoices`)).data,
  notInvoiced: async (module: 1 | 2 | 3, body: NotInvoicedRequest) => (await http.post<NotInvoicedItem[]>(`${PAYMENTS_BASE[module]}/not-invoiced`, body)).data,
  globalBilling: async (module: 1 | 2 | 3, body: GlobalBillingRequest) => (await http.post<InvoiceDetail>(`${PAYMENTS_BASE[module]}/global-billing`, body, { timeout: 0 })).data,
};

export const billingKeys = {
  all: ['billing'] as const,
  company: () => [...billingKeys.all, 'company'] as const,
  folios: () => [...billingKeys.all, 'folios'] as const,
  borderRegion: () => [...billingKeys.all, 'border-region'] as const,
  satKeys: (q: string) => [...billingKeys.all, 'sat-keys', q] as const,
  invoices: (query: InvoiceListQuery) => [...billingKeys.all, 'invoices', query] as const,
  creditNotes: (query: InvoiceListQuery) => [...billingKeys.all, 'credit-notes', query] as const,
  invoice: (id: number) => [...billingKeys.all, 'invoice', id] as const,
  ppdInvoices: (query: PpdInvoiceQuery) => [...billingKeys.all, 'ppd-invoices', query] as const,
  status: (uuid: string) => [...billingKeys.all, 'status', uuid] as const,
  satStatus: (uuid: string) => [...billingKeys.all, 'sat-status', uuid] as const,
  payment: (module: number, id: number) => [...billingKeys.all, 'payment', module, id] as const,
  notInvoiced: (module: number, range: NotInvoicedRequest) => [...billingKeys.all, 'not-invoiced', module, range] as const,
};

export const useCompanyFiscal = () => useQuery({ queryKey: billingKeys.company(), queryFn: billingApi.company });
export const useFolios = () => useQuery({ queryKey: billingKeys.folios(), queryFn: billingApi.folios });
export const useSatKeys = (q: string) => useQuery({ queryKey: billingKeys.satKeys(q), queryFn: () => billingApi.satKeys(q), placeholderData: keepPreviousData });
/** The invoices (every CFDI type) or the credit notes, a page at a time. */
export const useCfdiList = (kind: 'invoices' | 'credit-notes', query: InvoiceListQuery) =>
  useQuery<InvoiceList>({
    queryKey: kind === 'invoices' ? billingKeys.invoices(query) : billingKeys.creditNotes(query),
    queryFn: () => (kind === 'invoices' ? billingApi.invoices(query) : billingApi.creditNotes(query)),
    placeholderData: keepPreviousData,
  });
export const useInvoice = (id: number | null) => useQuery({ queryKey: billingKeys.invoice(id ?? 0), queryFn: () => billingApi.invoice(id!), enabled: id !== null });
export const usePpdInvoices = (query: PpdInvoiceQuery) =>
  useQuery<PpdInvoiceList>({ queryKey: billingKeys.ppdInvoices(query), queryFn: () => billingApi.ppdInvoices(query), placeholderData: keepPreviousData });
export const useInvoiceStatus = (uuid: string | null) =>
  useQuery({ queryKey: billingKeys.status(uuid ?? ''), queryFn: () => billingApi.status(uuid!), enabled: uuid !== null && uuid !== '', retry: false });
/** Asked only on request (`enabled`): a real document's answer comes from SAT's service. */
export const useSatStatus = (uuid: string | null, enabled: boolean) =>
  useQuery({ queryKey: billingKeys.satStatus(uuid ?? ''), queryFn: () => billingApi.satStatus(uuid!), enabled: enabled && uuid !== null && uuid !== '', retry: false, staleTime: 0 });
/** Invoices of one store sale (module 1); enabled only while its panel is open. */
export const useStorePaymentInvoices = (saleId: number, open: boolean) =>
  useQuery({ queryKey: billingKeys.payment(1, saleId), queryFn: () => billingApi.storePaymentInvoices(saleId), enabled: open });
export const useStoreNotInvoiced = (range: NotInvoicedRequest | null) =>
  useQuery({ queryKey: billingKeys.notInvoiced(1, range ?? { from: '', to: '' }), queryFn: () => billingApi.storeNotInvoiced(range!), enabled: range !== null });
/** Not-invoiced payments of a module (1 store, 2 academies, 3 school) in a period. */
export const useNotInvoiced = (module: 1 | 2 | 3, range: NotInvoicedRequest | null) =>
  useQuery({ queryKey: billingKeys.notInvoiced(module, range ?? { from: '', to: '' }), queryFn: () => billingApi.notInvoiced(module, range!), enabled: range !== null });

/** Mutations of invoicing; every one refreshes what invoicing shows. */
export function useBillingMutation<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: billingKeys.all }) });
}

/**
 * Where the invoice panel of one payment reads and invoices (PaymentInvoicePanel of @mikro/ui): a store sale
 * (module 1), an academy payment (2) or a school payment (3). Errors reach the panel as ApiError (message and
 * the receiver fields the server refused).
 */
export function paymentInvoicesSource(module: 1 | 2 | 3, paymentId: number) {
  return {
    useInvoices(open: boolean) {
      const query = useQuery({ queryKey: billingKeys.payment(module, paymentId), queryFn: () => billingApi.paymentInvoices(module, paymentId), enabled: open });
      return { data: query.data, isLoading: query.isLoading, error: query.error ? toApiError(query.error).message : null };
    },
    useInvoice() {
      const mutation = useBillingMutation((receiver: InvoiceReceiverInput) =>
        module === 1 ? billingApi.invoiceSales({ saleIds: [paymentId], receiver }) : billingApi.invoicePayments(module, { ids: [paymentId], receiver }),
      );
      return async (receiver: InvoiceReceiverInput): Promise<InvoiceDetail> => {
        try {
          return await mutation.mutateAsync(receiver);
        } catch (error) {
          throw toApiError(error);
        }
      };
    },
    openPdf: (invoice: InvoiceSummary) => billingApi.openPdf(invoice.id),
    downloadXml: (invoice: InvoiceSummary) => billingApi.downloadXml(invoice.id, `${invoice.serie ? `${invoice.serie}-` : ''}${invoice.folio}_${invoice.uuid}`),
    findReceivers: (text: string) => billingApi.fiscalBook({ q: text || undefined, module, paymentId }),
  };
}

/** Hook form of paymentInvoicesSource: one source per payment. */
export function usePaymentInvoicesSource(module: 1 | 2 | 3, paymentId: number) {
  return useMemo(() => paymentInvoicesSource(module, paymentId), [module, paymentId]);
}

/**
 * Self-invoicing: the link and QR a ticket or receipt prints (staff), and the customer's public page calls
 * (no session: the one-time code of the link in the query or the body).
 */
/** Self-invoicing's query keys: a ticket as its public page reads it, and a payment's link while it is shown. */
export const selfInvoiceKeys = {
  ticket: (code: string) => ['self-invoice', code] as const,
  link: (module: 1 | 2 | 3, id: number | null) => ['self-invoice-link', module, id] as const,
};

export const selfInvoiceApi = {
  /** A new one-time link for a store sale (1), an academy payment (2) or a school payment (3). */
  link: async (module: 1 | 2 | 3, id: number) => (await http.post<SelfInvoiceLink>(`${PAYMENTS_BASE[module]}/${id}/self-invoice-link`)).data,
  ticket: async (code: string) => (await http.get<SelfInvoiceTicket>('/self-invoice/ticket', { params: { code } })).data,
  invoice: async (body: SelfInvoiceRequest) => (await http.post<SelfInvoiceResult>('/self-invoice/invoice', body)).data,
  /** The download links again, for whoever invoiced the ticket, with the same RFC. */
  downloads: async (code: string, rfc: string) => (await http.post<SelfInvoiceResult>('/self-invoice/downloads', { code, rfc })).data,
};

/**
 * The self-invoicing link of a ticket or receipt while it is shown (`id` null: none). Asked once per ticket
 * and kept (each call issues a new code); a refusal (no permission, unknown payment) reads as no link.
 */
export const useSelfInvoiceLink = (module: 1 | 2 | 3, id: number | null) =>
  useQuery({
    queryKey: selfInvoiceKeys.link(module, id),
    queryFn: () => selfInvoiceApi.link(module, id!),
    enabled: id !== null,
    staleTime: Infinity,
    retry: false,
  });
