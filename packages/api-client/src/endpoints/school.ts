// The school's operations (/api/school/…): enrolment (one, mass, drops, concepts), the fee counter
// (pending charges, quote, pay with the shared payment engine, module 3), history, receipt,
// cancellation, account statement, scholarships, reports, attendance list and the identifier search.
import type {
  AccountStatement,
  AssignScholarshipRequest,
  AttendanceList,
  ChangeInscriptionStatusRequest,
  ChargeLineRequest,
  ChargePayment,
  ChargePaymentDetail,
  ChargePaymentReceipt,
  CollectSchoolPaymentRequest,
  ConceptsTodayReport,
  ConvertProspectResponse,
  DropsRequest,
  EnrolStudentRequest,
  FeeConcessionReport,
  FeeCounterResponse,
  ImportJob,
  Inscription,
  InscriptionConceptRequest,
  InscriptionDetail,
  InscriptionListQuery,
  MassEnrolmentRequest,
  Paginated,
  PaymentInvoiceState,
  PaymentQuote,
  SchoolPaymentListQuery,
  SchoolPaymentReport,
  SchoolSaleReport,
  StudentIdentifierMatch,
  StudentInput,
  StudentScholarship,
} from '@mikro/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@mikro/api-client/core';
import { saveBlob } from './download';
import { newIdempotencyKey } from './store';

const BASE = '/school';

async function get<T>(path: string, params?: object): Promise<T> {
  const { data } = await http.get<T>(path.startsWith('/system') ? path : `${BASE}${path}`, params ? { params } : undefined);
  return data;
}

async function send<T>(method: 'post' | 'put' | 'patch', path: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
  const { data } = await http.request<T>({ method, url: `${BASE}${path}`, data: body, headers });
  return data;
}

function fileForm(file: Blob, fileName: string, fields: Record<string, string | number | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, String(value));
  form.append('file', file, fileName);
  return form;
}

export const schoolApi = {
  // Enrolment
  enrol: (body: EnrolStudentRequest) => send<InscriptionDetail>('post', '/inscriptions', body),
  inscriptions: (query: InscriptionListQuery = {}) => get<Paginated<Inscription>>('/inscriptions', query),
  inscription: (id: number) => get<InscriptionDetail>(`/inscriptions/${id}`),
  changeStatus: (id: number, body: ChangeInscriptionStatusRequest) => send<InscriptionDetail>('patch', `/inscriptions/${id}/status`, body),
  addConcept: (id: number, body: InscriptionConceptRequest) => send<InscriptionDetail>('post', `/inscriptions/${id}/concepts`, body),
  updateConcept: (id: number, conceptId: number, body: InscriptionConceptRequest) => send<InscriptionDetail>('patch', `/inscriptions/${id}/concepts/${conceptId}`, body),
  /** Mass enrolment from a list; poll `job(id)` until terminado or rechazado. */
  massEnrol: (body: MassEnrolmentRequest) => send<ImportJob>('post', '/inscriptions/mass', body),
  /** Mass enrolment from an xlsx/csv file (columns Matrícula, Grado, Grupo, Plan de pago). */
  massEnrolFile: (file: Blob, fileName: string, cycleId: number, inscriptionDate?: string) =>
    send<ImportJob>('post', '/inscriptions/mass/file', fileForm(file, fileName, { cycleId, inscriptionDate })),
  drops: (body: DropsRequest) => send<ImportJob>('post', '/inscriptions/drops', body),
  /** Drops from an xlsx/csv file (columns Matrícula, Fecha, Motivo). */
  dropsFile: (file: Blob, fileName: string, cycleId: number) => send<ImportJob>('post', '/inscriptions/drops/file', fileForm(file, fileName, { cycleId })),
  job: (id: number) => get<ImportJob>(`/inscriptions/jobs/${id}`),
  attendanceList: (classroomId: number, cycleId?: number) => get<AttendanceList>('/inscriptions/attendance_list', { classroomId, cycleId }),

  // Fee counter
  pending: (payer: { studentId?: number; familyId?: number }) => get<FeeCounterResponse>('/charges/pending', payer),
  quote: (lines: ChargeLineRequest[]) => send<PaymentQuote>('post', '/charges/quote', { lines }),
  /** A retry with the same key answers the first receipt instead of charging twice. */
  pay: (body: CollectSchoolPaymentRequest, idempotencyKey: string = newIdempotencyKey()) =>
    send<ChargePaymentReceipt>('post', '/charges/payments', body, { 'Idempotency-Key': idempotencyKey }),
  payments: (query: SchoolPaymentListQuery = {}) => get<Paginated<ChargePayment>>('/charges/payments', query),
  payment: (id: number) => get<ChargePaymentDetail>(`/charges/payments/${id}`),
  receipt: (id: number) => get<ChargePaymentReceipt>(`/charges/payments/${id}/receipt`),
  /** Saves the receipt as a PDF made by the server (recibo-<serie>-<folio>.pdf). */
  downloadReceiptPdf: async (id: number, fileName: string) =>
    saveBlob((await http.get<Blob>(`${BASE}/charges/payments/${id}/receipt/pdf`, { responseType: 'blob' })).data, fileName),
  cancelPayment: (id: number, reason: string) => send<ChargePaymentDetail>('post', `/charges/payments/${id}/cancel`, { reason }),
  cancelLine: (id: number, lineId: number, reason: string) => send<ChargePaymentDetail>('post', `/charges/payments/${id}/lines/${lineId}/cancel`, { reason }),
  invoiceState: (paymentId: number) => get<PaymentInvoiceState>('/charges/payments/details-invoice', { paymentId }),
  /** Surcharges waived and discounts granted at the desk in a period (institution days, both included). */
  concessions: (period: { from: string; to: string }) => get<FeeConcessionReport>('/charges/payments/concessions', period),

  // Students
  statement: (studentId: number) => get<AccountStatement>(`/students/${studentId}/statement`),
  scholarships: (studentId: number) => get<StudentScholarship[]>(`/students/${studentId}/scholarships`),
  assignScholarship: (studentId: number, body: AssignScholarshipRequest) => send<StudentScholarship[]>('put', `/students/${studentId}/scholarships`, body),
  /** Prospect → student in one transaction: the student is created and the prospect marked 'inscrito'. */
  convertProspect: (prospectId: number, body: StudentInput) => send<ConvertProspectResponse>('post', `/prospects/${prospectId}/convert`, body),
  /** Equality search on the enrolment number: one or more results means it exists. */
  identifier: (identifier: string) => get<StudentIdentifierMatch[]>('/system/identifier/', { identifier }),

  // Reports
  paymentReport: (query: { from?: string; to?: string } = {}) => get<SchoolPaymentReport>('/charges/payments/report-school-payment', query),
  saleReport: (query: { from?: string; to?: string } = {}) => get<SchoolSaleReport>('/charges/payments/report-sale-school', query),
  conceptsToday: (date?: string) => get<ConceptsTodayReport>('/school-payments/report-concepts-today', date ? { date } : undefined),
};

export const schoolKeys = {
  all: ['school'] as const,
  inscriptions: (query: InscriptionListQuery) => ['school', 'inscriptions', query] as const,
  inscription: (id: number) => ['school', 'inscription', id] as const,
  job: (id: number) => ['school', 'job', id] as const,
  pending: (payer: { studentId?: number; familyId?: number }) => ['school', 'pending', payer] as const,
  /** Every payments list: the prefix of each `payments(query)`. */
  paymentLists: ['school', 'payments'] as const,
  payments: (query: SchoolPaymentListQuery) => ['school', 'payments', query] as const,
  payment: (id: number) => ['school', 'payment', id] as const,
  statement: (studentId: number) => ['school', 'statement', studentId] as const,
  scholarships: (studentId: number) => ['school', 'scholarships', studentId] as const,
  attendance: (classroomId: number, cycleId?: number) => ['school', 'attendance', classroomId, cycleId] as const,
  invoiceState: (id: number) => ['school', 'invoice-state', id] as const,
  /** Every quote (`quote` with no lines) or one selection's. */
  quotes: ['school', 'quote'] as const,
  quote: (lines: ChargeLineRequest[]) => ['school', 'quote', lines] as const,
  receipt: (id: number) => ['school', 'receipt', id] as const,
  concessions: (period: { from: string; to: string }) => ['school', 'concessions', period] as const,
  importCatalogs: (enrollments: string[]) => ['school', 'import-catalogs', enrollments] as const,
  familyStatement: (familyId: number) => ['school', 'family-statement', familyId] as const,
};

export function useInscriptions(query: InscriptionListQuery) {
  return useQuery({ queryKey: schoolKeys.inscriptions(query), queryFn: () => schoolApi.inscriptions(query), placeholderData: keepPreviousData });
}

export function useInscription(id: number | null) {
  return useQuery({ queryKey: schoolKeys.inscription(id ?? 0), queryFn: () => schoolApi.inscription(id!), enabled: id !== null });
}

/** Polls a mass enrolment or drops job every second until it is terminado or rechazado. */
export function useImportJob(id: number | null) {
  return useQuery({
    queryKey: schoolKeys.job(id ?? 0),
    queryFn: () => schoolApi.job(id!),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'terminado' || status === 'rechazado' ? false : 1000;
    },
  });
}

/** The fee counter's pending charges of a student or a family (priced as today). */
export function useFeeCounter(payer: { studentId?: number; familyId?: number } | null) {
  return useQuery({ queryKey: schoolKeys.pending(payer ?? {}), queryFn: () => schoolApi.pending(payer!), enabled: payer !== null && Boolean(payer.studentId || payer.familyId) });
}

export function useSchoolPayments(query: SchoolPaymentListQuery) {
  return useQuery({ queryKey: schoolKeys.payments(query), queryFn: () => schoolApi.payments(query), placeholderData: keepPreviousData });
}

export function useSchoolPayment(id: number | null) {
  return useQuery({ queryKey: schoolKeys.payment(id ?? 0), queryFn: () => schoolApi.payment(id!), enabled: id !== null });
}

export function useAccountStatement(studentId: number | null) {
  return useQuery({ queryKey: schoolKeys.statement(studentId ?? 0), queryFn: () => schoolApi.statement(studentId!), enabled: studentId !== null });
}

export function useScholarships(studentId: number | null) {
  return useQuery({ queryKey: schoolKeys.scholarships(studentId ?? 0), queryFn: () => schoolApi.scholarships(studentId!), enabled: studentId !== null });
}

export function useSchoolAttendanceList(classroomId: number | null, cycleId?: number) {
  return useQuery({ queryKey: schoolKeys.attendance(classroomId ?? 0, cycleId), queryFn: () => schoolApi.attendanceList(classroomId!, cycleId), enabled: classroomId !== null });
}

export function useSchoolInvoiceState(paymentId: number | null) {
  return useQuery({ queryKey: schoolKeys.invoiceState(paymentId ?? 0), queryFn: () => schoolApi.invoiceState(paymentId!), enabled: paymentId !== null });
}

/** Pays at the fee counter; on success every school read (pending, history, statements) is refetched. */
export function usePaySchool() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CollectSchoolPaymentRequest; idempotencyKey: string }) => schoolApi.pay(body, idempotencyKey),
    onSuccess: () => client.invalidateQueries({ queryKey: schoolKeys.all }),
  });
}

/** Assigns, switches on or off a student's scholarship; every school read follows (the counter applies it). */
export function useAssignScholarship(studentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignScholarshipRequest) => schoolApi.assignScholarship(studentId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: schoolKeys.all }),
  });
}

/** Invalidates every school read (after an enrolment, a drop, a cancellation…). */
export function useInvalidateSchool() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: schoolKeys.all });
}
