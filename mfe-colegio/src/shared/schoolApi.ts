// The school calls this remote makes (enrolment, fee counter, payments, statement, attendance, jobs).
import type {
  AccountStatement,
  AttendanceList,
  ChargePayment,
  ChargePaymentDetail,
  ChargePaymentReceipt,
  CollectSchoolPaymentRequest,
  DropsRequest,
  EnrolStudentRequest,
  FeeCounterResponse,
  ImportJob,
  Inscription,
  InscriptionConceptRequest,
  InscriptionDetail,
  InscriptionListQuery,
  ChangeInscriptionStatusRequest,
  MassEnrolmentRequest,
  Paginated,
  PaymentQuote,
  SchoolPaymentListQuery,
  StudentIdentifierMatch,
} from '@mikro/contracts';
import { http, newIdempotencyKey } from '@mikro/api-client';

async function get<T>(path: string, params?: object): Promise<T> {
  const { data } = await http.get<T>(path, params ? { params } : undefined);
  return data;
}
async function post<T>(path: string, body: unknown, headers?: Record<string, string>): Promise<T> {
  const { data } = await http.post<T>(path, body, headers ? { headers } : undefined);
  return data;
}

function formOf(file: File, cycleId: number, inscriptionDate?: string): FormData {
  const form = new FormData();
  form.append('cycleId', String(cycleId));
  if (inscriptionDate) form.append('inscriptionDate', inscriptionDate);
  form.append('file', file);
  return form;
}

export const schoolApi = {
  enrol: (body: EnrolStudentRequest) => post<InscriptionDetail>('/school/inscriptions', body),
  inscriptions: (query: InscriptionListQuery) => get<Paginated<Inscription>>('/school/inscriptions', query),
  inscription: (id: number) => get<InscriptionDetail>(`/school/inscriptions/${id}`),
  changeInscriptionStatus: (id: number, body: ChangeInscriptionStatusRequest) =>
    http.patch<InscriptionDetail>(`/school/inscriptions/${id}/status`, body).then((response) => response.data),
  updateInscriptionConcept: (id: number, conceptId: number, body: InscriptionConceptRequest) =>
    http.patch<InscriptionDetail>(`/school/inscriptions/${id}/concepts/${conceptId}`, body).then((response) => response.data),
  addInscriptionConcept: (id: number, body: InscriptionConceptRequest) => post<InscriptionDetail>(`/school/inscriptions/${id}/concepts`, body),
  massEnrol: (body: MassEnrolmentRequest) => post<ImportJob>('/school/inscriptions/mass', body),
  massEnrolFile: (file: File, cycleId: number, inscriptionDate?: string) => post<ImportJob>('/school/inscriptions/mass/file', formOf(file, cycleId, inscriptionDate)),
  dropsFile: (file: File, cycleId: number) => post<ImportJob>('/school/inscriptions/drops/file', formOf(file, cycleId)),
  drops: (body: DropsRequest) => post<ImportJob>('/school/inscriptions/drops', body),
  job: (id: number) => get<ImportJob>(`/school/inscriptions/jobs/${id}`),
  attendanceList: (classroomId: number, cycleId: number) => get<AttendanceList>('/school/inscriptions/attendance_list', { classroomId, cycleId }),
  feeCounter: (query: { studentId?: number; familyId?: number }) => get<FeeCounterResponse>('/school/charges/pending', query),
  quote: (body: CollectSchoolPaymentRequest) => post<PaymentQuote>('/school/charges/payments/quote', body),
  pay: (body: CollectSchoolPaymentRequest, idempotencyKey: string = newIdempotencyKey()) =>
    post<ChargePaymentReceipt>('/school/charges/payments', body, { 'Idempotency-Key': idempotencyKey }),
  payments: (query: SchoolPaymentListQuery) => get<Paginated<ChargePayment>>('/school/charges/payments', query),
  receipt: (id: number) => get<ChargePaymentReceipt>(`/school/charges/payments/${id}/receipt`),
  cancelPayment: (id: number, reason: string) => post<ChargePaymentDetail>(`/school/charges/payments/${id}/cancel`, { reason }),
  statement: (studentId: number) => get<AccountStatement>(`/school/students/${studentId}/statement`),
  identifier: (identifier: string) => get<StudentIdentifierMatch[]>('/system/identifier/', { identifier }),
};
