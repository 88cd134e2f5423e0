// Shapes of the academy operations (/api/academies/…) beyond the generic catalogue resources: groups with
// weekly schedules, enrolments, drops, inscription concepts, the counter's look-ups and the reports.
// Academy payments use the shared shapes of ./payments (module 2).
import type { DecimalString, Paginated } from './common';

/** One weekly meeting: day of week 1 = lunes … 7 = domingo; hours 'HH:MM'. */
export interface AcademyScheduleSlot {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

/** A stored meeting (hours as the database writes them, 'HH:MM:SS'). */
export interface AcademyGroupScheduleRow extends AcademyScheduleSlot {
  id: number;
  groupId: number;
}

export interface AcademyGroupConceptInput {
  conceptId: number;
  /** Day of the month a monthly concept falls due (1–31, clamped to the month's length). */
  dueDay: number;
  isActive?: boolean;
}

export interface AcademyGroupConceptRow extends Required<AcademyGroupConceptInput> {
  id: number;
  groupId: number;
  concept?: { id: number; name: string; price: DecimalString; conceptType: string } | null;
}

/** Body of POST /api/academies/groups and PUT /api/academies/groups/:id. */
export interface AcademyGroupSaveRequest {
  activityId: number;
  name: string;
  teacherId: number | null;
  cycleId: number | null;
  place: string;
  capacity: number;
  price?: DecimalString;
  minAge: number | null;
  maxAge: number | null;
  gradeIds: number[];
  isActive: boolean;
  schedules: AcademyScheduleSlot[];
  concepts?: AcademyGroupConceptInput[];
}

export interface AcademyGroupSaved {
  id: number;
  /** The schedule as text ('Lun 16:00–17:00, Mié 16:00–17:00'). */
  schedule: string;
  enrolled: number;
  capacity: number;
}

export type AcademyInscriptionStatus = 'activa' | 'baja' | 'terminada';

export interface EnrolRequest {
  groupId: number;
  studentId?: number;
  externalId?: number;
  /** 'YYYY-MM-DD'; today when omitted. */
  inscriptionDate?: string;
  /** 'YYYY-MM', the first month the monthly concepts charge; the enrolment month when omitted. */
  startMonth?: string;
}

export interface EnrolResponse {
  id: number;
  groupId: number;
  status: AcademyInscriptionStatus;
  inscriptionDate: string;
  /** Charges generated for the inscription's concepts. */
  charges: number;
}

export interface DropRequest {
  dropDate: string;
  reason: string;
}

export interface DropResponse {
  id: number;
  status: 'baja';
  dropDate: string;
  cancelledCharges: number;
  keptPendingCharges: number;
  paidCharges: number;
}

export interface AcademyEnrolmentRow {
  id: number;
  groupId: number;
  groupName: string;
  activityName: string;
  schedule: string;
  kind: 'alumno' | 'externo';
  studentId: number | null;
  externalId: number | null;
  personName: string;
  enrollment: string;
  inscriptionDate: string;
  status: AcademyInscriptionStatus;
  dropDate: string | null;
  dropReason: string;
  /** What the inscription still owes (pending charges). */
  pendingAmount: DecimalString;
  pendingCharges: number;
}

export interface AcademyEnrolmentQuery {
  page?: number;
  limit?: number;
  search?: string;
  groupId?: number;
  studentId?: number;
  externalId?: number;
  status?: AcademyInscriptionStatus;
  sort?: 'personName' | 'inscriptionDate' | 'groupName' | 'status' | 'dropDate';
  order?: 'ASC' | 'DESC';
}

export interface AcademyDropsQuery {
  page?: number;
  limit?: number;
  search?: string;
  from?: string;
  to?: string;
  groupId?: number;
}

export interface AcademyInscriptionConcept {
  id: number;
  conceptId: number;
  name: string;
  conceptType: string;
  price: DecimalString;
  dueDay: number;
  isActive: boolean;
  pendingCharges: number;
  paidCharges: number;
}

export interface AcademyInscriptionConceptPatch {
  isActive?: boolean;
  price?: DecimalString;
  dueDay?: number;
}

export interface AcademyAttendanceList {
  group: { id: number; name: string; activity: string; teacher: string; place: string; schedule: string; capacity: number; enrolled: number };
  participants: { inscriptionId: number; kind: 'alumno' | 'externo'; personId: number; name: string; enrollment: string; inscriptionDate: string }[];
}

/** Someone the academy counter can charge. */
export interface AcademyPayer {
  kind: 'alumno' | 'externo';
  id: number;
  name: string;
  enrollment: string;
  pendingCharges: number;
}

export interface AcademyCharge {
  id: number;
  inscriptionId: number | null;
  conceptId: number | null;
  name: string;
  groupName: string;
  activityName: string;
  year: number;
  month: number;
  paymentDay: number;
  dueDate: string;
  quantity: number;
  price: DecimalString;
  withIva: boolean;
  satCode: string;
  unitCode: string;
  status: 'pending' | 'paid' | 'cancelled';
}

/** An active discount or surcharge the academy counter shows (automatic ones are always attached). */
export interface AcademyExtraCharge {
  id: number;
  name: string;
  quantity: DecimalString;
  typeApplication: number;
  operation: string;
  /** Manual 1, Automatic 2. */
  applicationForm: number;
  /** Descuentos 1, Recargos 2, Becas 3. */
  kind: number;
}

export interface AcademyPaymentsQuery {
  page?: number;
  limit?: number;
  search?: string;
  from?: string;
  to?: string;
  status?: 'paid' | 'partial' | 'cancelled';
  folio?: number;
}

export interface AcademyPaymentReport {
  rows: { id: number; serie: string; folio: number; date: string; payerName: string; cashier: string; status: string; stamped: number; subtotal: DecimalString; tax: DecimalString; total: DecimalString; methods: string }[];
  totals: { count: number; subtotal: DecimalString; tax: DecimalString; total: DecimalString };
}

export interface AcademyIncomeReport {
  from: string;
  to: string;
  byConcept: { conceptId: number | null; concept: string; activity: string; lines: number; total: DecimalString }[];
  byMethod: { methodId: number; amount: DecimalString }[];
  total: DecimalString;
}

export interface AcademySaleDetailRow {
  paymentId: number;
  serie: string;
  folio: number;
  date: string;
  payerName: string;
  conceptId: number | null;
  concept: string;
  year: number | null;
  month: number | null;
  quantity: number;
  price: DecimalString;
  subtotal: DecimalString;
  tax: DecimalString;
  total: DecimalString;
  status: string;
}

export interface AcademyConceptsToday {
  date: string;
  rows: { conceptId: number; concept: string; paidLines: number; total: DecimalString }[];
}

export interface AcademyChargeStatusRow {
  chargeId: number;
  inscriptionId: number | null;
  personName: string;
  kind: 'alumno' | 'externo';
  groupName: string;
  concept: string;
  year: number;
  month: number;
  dueDate: string;
  amount: DecimalString;
  status: string;
}

export type AcademyChargesByStatus = Paginated<AcademyChargeStatusRow>;
