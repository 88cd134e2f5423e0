// The school's transactional API (/api/school/…): enrolment (one, mass, drops), the fee counter
// (pending charges, quote, pay, cancel), payment history, account statement and the school reports.
// Payments themselves use the shapes of ./payments (one engine for school and academy).
import type { ImportRowError } from './admin';
import type { DecimalString, Paginated } from './common';
import type { ChargePayment, ChargeStatus, FeeConcession, QuotedChargeLine } from './payments';

export type InscriptionStatus = 'activa' | 'baja' | 'terminada';
export const INSCRIPTION_STATUSES: readonly InscriptionStatus[] = ['activa', 'baja', 'terminada'];

/** Enrol one student: writes the inscription, its concepts (copied from the plan) and every charge of the cycle. */
export interface EnrolStudentRequest {
  studentId: number;
  cycleId: number;
  gradeId: number;
  /** The group (classroom); optional. */
  classroomId?: number | null;
  paymentPlanId: number;
  /** 'YYYY-MM-DD'; default today. */
  inscriptionDate?: string;
  /** 'YYYY-MM', the first month the plan charges; default the enrolment month (earlier months are not charged). */
  startMonth?: string;
}

export interface InscriptionConcept {
  id: number;
  inscriptionId: number;
  schoolConceptId: number;
  name: string;
  price: DecimalString;
  quantity: number;
  conceptType: 'OneTime' | 'Monthly';
  /** Months (1–12) charged; a OneTime concept has one. */
  months: number[];
  paymentDay: number;
  isActive: boolean;
}

export interface Inscription {
  id: number;
  student: { id: number; name: string; enrollment: string; familyId: number | null };
  cycle: { id: number; name: string };
  grade: { id: number; name: string };
  classroom: { id: number; name: string } | null;
  paymentPlan: { id: number; name: string };
  status: InscriptionStatus;
  inscriptionDate: string;
  /** Pending charges still owed. */
  pendingCharges: number;
  pendingAmount: DecimalString;
  createdAt: string;
}

export interface InscriptionDetail extends Inscription {
  concepts: InscriptionConcept[];
}

export interface InscriptionListQuery {
  page?: number;
  limit?: number;
  cycleId?: number;
  classroomId?: number;
  gradeId?: number;
  studentId?: number;
  status?: InscriptionStatus;
  search?: string;
}

export interface ChangeInscriptionStatusRequest {
  status: InscriptionStatus;
  /** Required for a drop (baja). */
  reason?: string;
  /** 'YYYY-MM-DD' of a drop: pending charges of the following months are cancelled. Default today. */
  date?: string;
}

/**
 * Toggle, edit or add a concept of an inscription. Deactivating cancels its pending charges; activating
 * (or adding) creates the missing ones; a new price or day updates the pending ones. Paid charges never change.
 */
export interface InscriptionConceptRequest {
  schoolConceptId?: number;
  price?: DecimalString;
  quantity?: number;
  months?: number[];
  paymentDay?: number;
  isActive?: boolean;
}

// ───────────────────────────── Mass enrolment and drops ─────────────────────────────

/** One row of a mass enrolment: the student by enrolment number, and the grade, group and plan by name or id. */
export interface MassEnrolmentRow {
  enrollment: string;
  grade?: string;
  gradeId?: number;
  group?: string;
  classroomId?: number;
  paymentPlan?: string;
  paymentPlanId?: number;
}

/** JSON variant of POST /api/school/inscriptions/mass (the file variant is multipart with `file` and `cycleId`). */
export interface MassEnrolmentRequest {
  cycleId: number;
  rows: MassEnrolmentRow[];
  /** 'YYYY-MM-DD'; default today. */
  inscriptionDate?: string;
}

export type ImportJobStatus = 'pendiente' | 'procesando' | 'terminado' | 'rechazado';

/** A background import (mass enrolment or drops). Poll GET …/jobs/:id until terminado or rechazado. */
export interface ImportJob {
  id: number;
  kind: 'inscripciones' | 'bajas';
  status: ImportJobStatus;
  fileName: string;
  total: number;
  processed: number;
  /** Inscriptions (or drops) written; 0 when the file was refused (all or nothing). */
  created: number;
  errors: ImportRowError[];
  /** True when the same file was sent before: this is that job. */
  repeated: boolean;
  createdAt: string;
  finishedAt: string | null;
}

/** One row of a drops import (ImportarBajaAlumno). */
export interface DropRow {
  enrollment: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  reason: string;
}

export interface DropsRequest {
  cycleId: number;
  rows: DropRow[];
}

// ───────────────────────────── Fee counter ─────────────────────────────

/** A charge owed, as the fee counter shows it, with today's automatic adjustments already computed. */
export interface SchoolCharge {
  id: number;
  studentId: number;
  inscriptionId: number | null;
  schoolConceptId: number | null;
  name: string;
  satCode: string;
  unitCode: string;
  withIva: boolean;
  quantity: number;
  price: DecimalString;
  year: number;
  month: number;
  paymentDay: number;
  /** 'YYYY-MM-DD' (payment day clamped to the month). */
  dueDate: string;
  status: ChargeStatus;
  paymentId: number | null;
}

export interface PendingSchoolCharge extends SchoolCharge {
  /** The line as it would be paid today (automatic surcharges, discounts and the student's scholarships). */
  today: QuotedChargeLine;
}

export interface FeeCounterStudent {
  id: number;
  name: string;
  enrollment: string;
  familyId: number | null;
  grade: string;
  group: string;
  scholarships: { id: number; name: string }[];
  charges: PendingSchoolCharge[];
}

/** GET /api/school/charges/pending?studentId= | familyId= */
export interface FeeCounterResponse {
  today: string;
  family: { id: number; name: string } | null;
  students: FeeCounterStudent[];
  /** Manual discounts, surcharges and scholarships the cashier may add to a line. */
  manualCharges: { id: number; name: string; kind: 1 | 2 | 3; quantity: DecimalString; typeApplication: 1 | 2; operation: string }[];
}

export interface SchoolPaymentListQuery {
  page?: number;
  limit?: number;
  /** 'YYYY-MM-DD' inclusive. */
  from?: string;
  to?: string;
  studentId?: number;
  familyId?: number;
  folio?: number;
  status?: ChargePayment['status'];
}

export type SchoolPaymentPage = Paginated<ChargePayment>;

// ───────────────────────────── Students ─────────────────────────────

export interface StudentScholarship {
  id: number;
  studentId: number;
  extraChargeId: number;
  name: string;
  quantity: DecimalString;
  /** 1: a percentage of each charge; 2: an amount off each charge. */
  typeApplication: 1 | 2;
  /** The student holds it switched on. */
  isActive: boolean;
  /** The period it applies in (the Becas catalogue's dates; null: open). */
  startDate: string | null;
  endDate: string | null;
  /** The scholarship itself is active in the catalogue. */
  catalogueActive: boolean;
  /** Who assigned it or switched it on last, and when (null for older grants). */
  grantedBy: string | null;
  grantedAt: string | null;
  /** The school concepts it covers; empty: every concept of the school. */
  concepts: { id: number; name: string }[];
}

export interface AssignScholarshipRequest {
  extraChargeId: number;
  isActive?: boolean;
  /** The school concepts it covers (empty: every one); kept as it was when not given. */
  conceptIds?: number[];
}

export interface AccountStatementMovement {
  date: string;
  kind: 'cargo' | 'pago' | 'cancelacion';
  description: string;
  /** Charges add, payments subtract. */
  charge: DecimalString;
  payment: DecimalString;
  /** Running balance after this movement. */
  balance: DecimalString;
  chargeId: number | null;
  paymentId: number | null;
  serie: string | null;
  folio: number | null;
}

/** GET /api/school/students/:id/statement?from&to */
export interface AccountStatement {
  student: { id: number; name: string; enrollment: string; familyId: number | null; grade: string; group: string };
  charges: SchoolCharge[];
  payments: ChargePayment[];
  movements: AccountStatementMovement[];
  /** Surcharges waived and discounts granted at the desk on the student's lines, newest first, with their reasons. */
  concessions: FeeConcession[];
  totals: {
    /** Σ base amounts of charges that are not cancelled, plus the adjustments (surcharges − discounts) of paid lines: charged − paid = pending. */
    charged: DecimalString;
    /** Σ totals of payments (lines not cancelled). */
    paid: DecimalString;
    /** Σ base amounts of pending charges. */
    pending: DecimalString;
    /** Σ pending amounts overdue (due date before today). */
    overdue: DecimalString;
  };
}

/** GET /api/system/identifier/?identifier= (equality on the enrolment number; one or more means it exists). */
export interface StudentIdentifierMatch {
  id: number;
  enrollment: string;
  name: string;
  curp: string;
  familyId: number | null;
  isActive: boolean;
}

// ───────────────────────────── Reports ─────────────────────────────

/** GET /api/school/charges/payments/report-school-payment?from&to */
export interface SchoolPaymentReport {
  from: string;
  to: string;
  payments: ChargePayment[];
  byMethod: { methodId: number; methodName: string; amount: DecimalString }[];
  totals: { count: number; subtotal: DecimalString; tax: DecimalString; total: DecimalString; cancelled: number };
}

/** GET /api/school/charges/payments/report-sale-school?from&to: lines paid, grouped by concept. */
export interface SchoolSaleReport {
  from: string;
  to: string;
  concepts: { name: string; satCode: string; lines: number; subtotal: DecimalString; tax: DecimalString; total: DecimalString }[];
  totals: { lines: number; subtotal: DecimalString; tax: DecimalString; total: DecimalString };
}

/** GET /api/school/school-payments/report-concepts-today?date: concepts charged on a day (default today). */
export interface ConceptsTodayReport {
  date: string;
  concepts: { name: string; count: number; total: DecimalString }[];
  total: DecimalString;
}

/** GET /api/school/inscriptions/attendance_list?classroomId&cycleId */
export interface AttendanceList {
  classroom: { id: number; name: string; grade: string; campus: string };
  cycle: { id: number; name: string };
  teachers: { subject: string; teacher: string }[];
  students: { number: number; id: number; enrollment: string; name: string; status: InscriptionStatus }[];
}

/** POST /api/school/prospects/:id/convert (body: the student's fields): the student made, the prospect now 'inscrito'. */
export interface ConvertProspectResponse {
  student: { id: number; enrollment: string; name: string };
  prospect: { id: number; status: 'inscrito' };
}
