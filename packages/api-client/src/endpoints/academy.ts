// The academies' operations (/api/academies/…): groups with schedules, enrolments, drops, inscription
// concepts, the payment counter (shared payment engine, module 2), the history and the reports.
import type {
  AcademyAttendanceList,
  AcademyCharge,
  AcademyChargesByStatus,
  AcademyConceptsToday,
  AcademyDropsQuery,
  AcademyEnrolmentQuery,
  AcademyEnrolmentRow,
  AcademyExtraCharge,
  AcademyGroupConceptInput,
  AcademyGroupSaveRequest,
  AcademyGroupSaved,
  AcademyIncomeReport,
  AcademyInscriptionConcept,
  AcademyInscriptionConceptPatch,
  AcademyPayer,
  AcademyPaymentReport,
  AcademyPaymentsQuery,
  FeeConcessionReport,
  AcademySaleDetailRow,
  ChargeLineRequest,
  ChargePayment,
  ChargePaymentDetail,
  ChargePaymentReceipt,
  DropRequest,
  DropResponse,
  EnrolRequest,
  EnrolResponse,
  Paginated,
  PaymentInvoiceState,
  PaymentMethodRequest,
  PaymentQuote,
  Teacher,
  TeacherInput,
} from '@mikro/contracts';
import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { http } from '@mikro/api-client/core';
import { createResourceClient } from '../resources/createResourceClient';
import { saveBlob } from './download';
import { newIdempotencyKey } from './store';

const BASE = '/academies';

async function get<T>(path: string, params?: object): Promise<T> {
  const { data } = await http.get<T>(`${BASE}${path}`, params ? { params } : undefined);
  return data;
}

async function send<T>(method: 'post' | 'put' | 'patch' | 'delete', path: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
  const { data } = await http.request<T>({ method, url: `${BASE}${path}`, data: body, headers });
  return data;
}

/** Academy teachers (/academias/Maestro) with join=groups: the same people as the school's teachers. */
export const academyTeachersApi = createResourceClient<Teacher, TeacherInput, Partial<TeacherInput>>('/academies/teachers');

export const academyApi = {
  createGroup: (body: AcademyGroupSaveRequest) => send<AcademyGroupSaved>('post', '/groups', body),
  updateGroup: (id: number, body: AcademyGroupSaveRequest) => send<AcademyGroupSaved>('put', `/groups/${id}`, body),
  deleteGroup: (id: number) => send<void>('delete', `/groups/${id}`),
  saveGroupConcepts: (id: number, concepts: AcademyGroupConceptInput[]) => send<void>('put', `/groups/${id}/concepts`, concepts),
  attendanceList: (id: number) => get<AcademyAttendanceList>(`/groups/${id}/attendance-list`),

  enrolments: (query: AcademyEnrolmentQuery = {}) => get<Paginated<AcademyEnrolmentRow>>('/enrolments', query),
  enrol: (body: EnrolRequest) => send<EnrolResponse>('post', '/inscriptions', body),
  changeStatus: (id: number, status: 'activa' | 'terminada') => send<{ id: number; status: string }>('patch', `/inscriptions/${id}/status`, { status }),
  drop: (id: number, body: DropRequest) => send<DropResponse>('post', `/inscriptions/${id}/drop`, body),
  drops: (query: AcademyDropsQuery = {}) => get<Paginated<AcademyEnrolmentRow>>('/drops', query),
  inscriptionConcepts: (id: number) => get<AcademyInscriptionConcept[]>(`/inscriptions/${id}/concepts`),
  addInscriptionConcept: (id: number, body: { conceptId: number; dueDay?: number; price?: string }) =>
    send<{ id: number; charges: number }>('post', `/inscriptions/${id}/concepts`, body),
  updateInscriptionConcept: (id: number, patch: AcademyInscriptionConceptPatch) => send<void>('patch', `/academy-inscription-concepts/${id}`, patch),

  payers: (search: string) => get<AcademyPayer[]>('/payers', { search }),
  charges: (person: { studentId?: number; externalId?: number }, status: 'pending' | 'paid' | 'cancelled' | 'all' = 'pending') =>
    get<AcademyCharge[]>('/charges', { ...person, status }),
  extraCharges: () => get<AcademyExtraCharge[]>('/charges/extra-charges'),
  quote: (lines: ChargeLineRequest[]) => send<PaymentQuote>('post', '/charges/payments/quote', { lines }),
  /** A retry with the same key answers the first receipt instead of charging twice. */
  pay: (body: { lines: ChargeLineRequest[]; methods: PaymentMethodRequest[]; notes?: string }, idempotencyKey: string = newIdempotencyKey()) =>
    send<ChargePaymentReceipt>('post', '/charges/payments', body, { 'Idempotency-Key': idempotencyKey }),
  payments: (query: AcademyPaymentsQuery = {}) => get<Paginated<ChargePayment>>('/charges/payments', query),
  payment: (id: number) => get<ChargePaymentDetail>(`/charges/payments/${id}`),
  receipt: (id: number) => get<ChargePaymentReceipt>(`/charges/payments/${id}/receipt`),
  /** Saves the receipt as a PDF made by the server (recibo-<serie>-<folio>.pdf), like the school's. */
  downloadReceiptPdf: async (id: number, fileName: string) =>
    saveBlob((await http.get<Blob>(`${BASE}/charges/payments/${id}/receipt/pdf`, { responseType: 'blob' })).data, fileName),
  cancelPayment: (id: number, reason: string) => send<ChargePaymentDetail>('post', `/charges/payments/${id}/cancel`, { reason }),
  invoiceState: (paymentId: number) => get<PaymentInvoiceState>('/charges/payments/details-invoice', { paymentId }),
  /** Surcharges waived and discounts granted at this branch office's academy counter in a period. */
  concessions: (period: { from: string; to: string }) => get<FeeConcessionReport>('/charges/payments/concessions', period),

  paymentReport: (query: { from?: string; to?: string; status?: string } = {}) => get<AcademyPaymentReport>('/charges/payments/report-academia-payment', query),
  incomeReport: (query: { from?: string; to?: string; activityId?: number; groupId?: number } = {}) =>
    get<AcademyIncomeReport>('/charges/payments/academy-income-report', query),
  saleDetails: (query: { from?: string; to?: string } = {}) => get<AcademySaleDetailRow[]>('/charges/details/report-sale-academia', query),
  conceptsToday: (date?: string) => get<AcademyConceptsToday>('/academy-inscription-concepts/report-concepts-today', date ? { date } : undefined),
  chargesByStatus: (query: { status?: string; groupId?: number; year?: number; month?: number; page?: number; limit?: number } = {}) =>
    get<AcademyChargesByStatus>('/academy-inscription-concepts/report-by-status-payment', query),
};

export const academyKeys = {
  all: ['academies'] as const,
  enrolments: (query: AcademyEnrolmentQuery) => ['academies', 'enrolments', query] as const,
  drops: (query: AcademyDropsQuery) => ['academies', 'drops', query] as const,
  inscriptionConcepts: (id: number) => ['academies', 'inscription-concepts', id] as const,
  payers: (search: string) => ['academies', 'payers', search] as const,
  charges: (person: { studentId?: number; externalId?: number }, status: string) => ['academies', 'charges', person, status] as const,
  extraCharges: ['academies', 'extra-charges'] as const,
  payments: (query: AcademyPaymentsQuery) => ['academies', 'payments', query] as const,
  payment: (id: number) => ['academies', 'payment', id] as const,
  invoiceState: (id: number) => ['academies', 'invoice-state', id] as const,
  attendance: (id: number) => ['academies', 'attendance', id] as const,
  /** Every quote (`quote` with no lines) or one selection's. */
  quotes: ['academies', 'quote'] as const,
  quote: (lines: ChargeLineRequest[]) => ['academies', 'quote', lines] as const,
  receipt: (id: number) => ['academies', 'receipt', id] as const,
  concessions: (period: { from: string; to: string }) => ['academies', 'concessions', period] as const,
  /** The enrolment dialog's search of school students or external participants. */
  people: (kind: 'alumno' | 'externo', search: string) => ['academies', 'people', kind, search] as const,
};

export function useAcademyEnrolments(query: AcademyEnrolmentQuery) {
  return useQuery({ queryKey: academyKeys.enrolments(query), queryFn: () => academyApi.enrolments(query), placeholderData: keepPreviousData });
}

export function useAcademyDrops(query: AcademyDropsQuery) {
  return useQuery({ queryKey: academyKeys.drops(query), queryFn: () => academyApi.drops(query), placeholderData: keepPreviousData });
}

export function useAcademyPayments(query: AcademyPaymentsQuery) {
  return useQuery({ queryKey: academyKeys.payments(query), queryFn: () => academyApi.payments(query), placeholderData: keepPreviousData });
}

export function useAcademyPayment(id: number | null) {
  return useQuery({ queryKey: academyKeys.payment(id ?? 0), queryFn: () => academyApi.payment(id!), enabled: id !== null });
}

export function useAcademyInvoiceState(id: number | null) {
  return useQuery({ queryKey: academyKeys.invoiceState(id ?? 0), queryFn: () => academyApi.invoiceState(id!), enabled: id !== null });
}

export function useInscriptionConcepts(id: number | null) {
  return useQuery({ queryKey: academyKeys.inscriptionConcepts(id ?? 0), queryFn: () => academyApi.inscriptionConcepts(id!), enabled: id !== null });
}

export function useAcademyPayers(search: string) {
  const text = search.trim();
  return useQuery({ queryKey: academyKeys.payers(text), queryFn: () => academyApi.payers(text), enabled: text.length >= 2, placeholderData: keepPreviousData });
}

export function useAcademyCharges(person: { studentId?: number; externalId?: number } | null, status: 'pending' | 'paid' | 'cancelled' | 'all' = 'pending') {
  return useQuery({
    queryKey: academyKeys.charges(person ?? {}, status),
    queryFn: () => academyApi.charges(person!, status),
    enabled: person !== null,
  });
}

export function useAcademyExtraCharges() {
  return useQuery({ queryKey: academyKeys.extraCharges, queryFn: () => academyApi.extraCharges(), staleTime: 60_000 });
}

export function useAttendanceList(id: number | null) {
  return useQuery({ queryKey: academyKeys.attendance(id ?? 0), queryFn: () => academyApi.attendanceList(id!), enabled: id !== null });
}

/** Invalidates every academy read (and the generic lists of groups and inscriptions) after a write. */
export function useInvalidateAcademies() {
  const client = useQueryClient();
  return () => client.invalidateQueries();
}

/**
 * A write of the academies (a group, an enrolment, a drop, a cancellation…): once it succeeds every read is
 * refetched, as useInvalidateAcademies does, and the promise resolves after that.
 */
export function useAcademyMutation<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  // The write gets its arguments alone (react-query also passes its own context).
  return useMutation({ mutationFn: (args: TArgs) => fn(args), onSuccess: () => client.invalidateQueries() });
}

/**
 * Pays at the academy counter with the counter's Idempotency-Key. On success `onPaid` runs first (the screen
 * clears what it had selected), then every quote is dropped before the reads are refetched: the quote of what
 * was just paid is still observed until the next render, and refetching it would price paid charges (a 409).
 */
export function usePayAcademy(onPaid: (receipt: ChargePaymentReceipt) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lines, methods, idempotencyKey }: { lines: ChargeLineRequest[]; methods: PaymentMethodRequest[]; idempotencyKey: string }) =>
      academyApi.pay({ lines, methods }, idempotencyKey),
    onSuccess: (receipt) => {
      onPaid(receipt);
      client.removeQueries({ queryKey: academyKeys.quotes });
      return client.invalidateQueries();
    },
  });
}

