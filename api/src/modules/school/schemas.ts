// TypeBox schemas of the school API (requests validated, responses serialised by them). What the payment
// engine takes and answers is declared once in ../payments/schemas, for the school and the academies.
import { Type } from 'typebox';
import { Concession, Payment, QuotedLine } from '../payments/index';

export { CancelBody, ConcessionReport, InvoiceState, PayBody, Payment, PaymentDetail, PdfFile, Quote, QuoteBody, Receipt } from '../payments/index';

import { Day, Id, IdParams, Nullable, Page } from '../../schemas';

export { Day, Id, IdParams };
export const Decimal = Type.String({ pattern: '^-?\\d{1,10}(\\.\\d{1,2})?$', description: 'Importe decimal, por ejemplo 1250.50' });
const Str = Type.String();
const Int = Type.Integer();
const Kind = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);
export const InscriptionStatus = Type.Union([Type.Literal('activa'), Type.Literal('baja'), Type.Literal('terminada')]);
export const Paging = { page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) };
export { Page } from '../../schemas';

// ── requests ──
export const EnrolBody = Type.Object(
  {
    studentId: Id,
    cycleId: Id,
    gradeId: Id,
    classroomId: Type.Optional(Nullable(Id)),
    paymentPlanId: Id,
    inscriptionDate: Type.Optional(Day),
    startMonth: Type.Optional(Type.String({ maxLength: 20, description: "Primer mes que cobra el plan, 'AAAA-MM' (por omisión, el mes de inscripción)" })),
  },
  { additionalProperties: false },
);
export const StatusBody = Type.Object(
  { status: InscriptionStatus, reason: Type.Optional(Type.String({ maxLength: 500 })), date: Type.Optional(Day) },
  { additionalProperties: false },
);
export const ConceptBody = Type.Object(
  {
    schoolConceptId: Type.Optional(Id),
    price: Type.Optional(Decimal),
    quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    months: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), { maxItems: 12 })),
    paymentDay: Type.Optional(Type.Integer({ minimum: 1, maximum: 31 })),
    isActive: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export const InscriptionQuery = Type.Object({
  ...Paging,
  cycleId: Type.Optional(Id),
  classroomId: Type.Optional(Id),
  gradeId: Type.Optional(Id),
  studentId: Type.Optional(Id),
  status: Type.Optional(InscriptionStatus),
  search: Type.Optional(Type.String({ maxLength: 100 })),
});
const RowText = Type.Optional(Type.String({ maxLength: 150 }));
export const MassBody = Type.Object(
  {
    cycleId: Id,
    inscriptionDate: Type.Optional(Day),
    rows: Type.Array(
      Type.Object(
        { enrollment: Type.String({ maxLength: 30 }), grade: RowText, gradeId: Type.Optional(Id), group: RowText, classroomId: Type.Optional(Id), paymentPlan: RowText, paymentPlanId: Type.Optional(Id) },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 5000 },
    ),
  },
  { additionalProperties: false },
);
export const DropsBody = Type.Object(
  {
    cycleId: Id,
    rows: Type.Array(Type.Object({ enrollment: Type.String({ maxLength: 30 }), date: Type.String({ maxLength: 30 }), reason: Type.String({ maxLength: 500 }) }, { additionalProperties: false }), { minItems: 1, maxItems: 5000 }),
  },
  { additionalProperties: false },
);
export const PendingQuery = Type.Object({ studentId: Type.Optional(Id), familyId: Type.Optional(Id) });
export const PaymentQuery = Type.Object({
  ...Paging,
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  studentId: Type.Optional(Id),
  familyId: Type.Optional(Id),
  folio: Type.Optional(Id),
  status: Type.Optional(Type.Union([Type.Literal('paid'), Type.Literal('partial'), Type.Literal('cancelled')])),
});
export const PeriodQuery = Type.Object({ from: Type.Optional(Day), to: Type.Optional(Day) });
export const ScholarshipBody = Type.Object(
  { extraChargeId: Id, isActive: Type.Optional(Type.Boolean()), conceptIds: Type.Optional(Type.Array(Id, { maxItems: 100, description: 'Conceptos del colegio que cubre (vacío: todos)' })) },
  { additionalProperties: false },
);

// ── responses ──
const chargeProps = {
  id: Int,
  studentId: Int,
  inscriptionId: Nullable(Int),
  schoolConceptId: Nullable(Int),
  name: Str,
  satCode: Str,
  unitCode: Str,
  withIva: Type.Boolean(),
  quantity: Int,
  price: Str,
  year: Int,
  month: Int,
  paymentDay: Int,
  dueDate: Str,
  status: Str,
  paymentId: Nullable(Int),
};
export const Charge = Type.Object(chargeProps);
export const FeeCounter = Type.Object({
  today: Str,
  family: Type.Union([Type.Object({ id: Int, name: Str }), Type.Null()]),
  students: Type.Array(
    Type.Object({
      id: Int,
      name: Str,
      enrollment: Str,
      familyId: Nullable(Int),
      grade: Str,
      group: Str,
      scholarships: Type.Array(Type.Object({ id: Int, name: Str })),
      charges: Type.Array(Type.Object({ ...chargeProps, today: QuotedLine })),
    }),
  ),
  manualCharges: Type.Array(Type.Object({ id: Int, name: Str, kind: Kind, quantity: Str, typeApplication: Int, operation: Str })),
});
const inscriptionProps = {
  id: Int,
  student: Type.Object({ id: Int, name: Str, enrollment: Str, familyId: Nullable(Int) }),
  cycle: Type.Object({ id: Int, name: Str }),
  grade: Type.Object({ id: Int, name: Str }),
  classroom: Type.Union([Type.Object({ id: Int, name: Str }), Type.Null()]),
  paymentPlan: Type.Object({ id: Int, name: Str }),
  status: Str,
  inscriptionDate: Str,
  pendingCharges: Int,
  pendingAmount: Str,
  createdAt: Str,
};
export const Inscription = Type.Object(inscriptionProps);
export const InscriptionDetail = Type.Object({
  ...inscriptionProps,
  concepts: Type.Array(
    Type.Object({ id: Int, inscriptionId: Int, schoolConceptId: Int, name: Str, price: Str, quantity: Int, conceptType: Str, months: Type.Array(Int), paymentDay: Int, isActive: Type.Boolean() }),
  ),
});
export const Job = Type.Object({
  id: Int,
  kind: Str,
  status: Str,
  fileName: Str,
  total: Int,
  processed: Int,
  created: Int,
  errors: Type.Array(Type.Object({ row: Int, field: Str, message: Str })),
  repeated: Type.Boolean(),
  createdAt: Str,
  finishedAt: Nullable(Str),
});
export const Statement = Type.Object({
  student: Type.Object({ id: Int, name: Str, enrollment: Str, familyId: Nullable(Int), grade: Str, group: Str }),
  charges: Type.Array(Charge),
  payments: Type.Array(Payment),
  movements: Type.Array(
    Type.Object({ date: Str, kind: Str, description: Str, charge: Str, payment: Str, balance: Str, chargeId: Nullable(Int), paymentId: Nullable(Int), serie: Nullable(Str), folio: Nullable(Int) }),
  ),
  concessions: Type.Array(Concession),
  totals: Type.Object({ charged: Str, paid: Str, pending: Str, overdue: Str }),
});
export const Scholarship = Type.Object({
  id: Int,
  studentId: Int,
  extraChargeId: Int,
  name: Str,
  quantity: Str,
  typeApplication: Int,
  isActive: Type.Boolean(),
  startDate: Nullable(Str),
  endDate: Nullable(Str),
  catalogueActive: Type.Boolean(),
  grantedBy: Nullable(Str),
  grantedAt: Nullable(Str),
  concepts: Type.Array(Type.Object({ id: Int, name: Str })),
});
export const IdentifierMatch = Type.Object({ id: Int, enrollment: Str, name: Str, curp: Str, familyId: Nullable(Int), isActive: Type.Boolean() });
export const PaymentReport = Type.Object({
  from: Str,
  to: Str,
  payments: Type.Array(Payment),
  byMethod: Type.Array(Type.Object({ methodId: Int, methodName: Str, amount: Str })),
  totals: Type.Object({ count: Int, subtotal: Str, tax: Str, total: Str, cancelled: Int }),
});
export const SaleReport = Type.Object({
  from: Str,
  to: Str,
  concepts: Type.Array(Type.Object({ name: Str, satCode: Str, lines: Int, subtotal: Str, tax: Str, total: Str })),
  totals: Type.Object({ lines: Int, subtotal: Str, tax: Str, total: Str }),
});
export const ConceptsToday = Type.Object({ date: Str, concepts: Type.Array(Type.Object({ name: Str, count: Int, total: Str })), total: Str });
export const Attendance = Type.Object({
  classroom: Type.Object({ id: Int, name: Str, grade: Str, campus: Str }),
  cycle: Type.Object({ id: Int, name: Str }),
  teachers: Type.Array(Type.Object({ subject: Str, teacher: Str })),
  students: Type.Array(Type.Object({ number: Int, id: Int, enrollment: Str, name: Str, status: Str })),
});

// ───────────────────────────── Prospect → student ─────────────────────────────

const OptionalRef = Type.Optional(Nullable(Id));
const OptionalText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** The student made from a prospect: the fields of the student form (the student resource checks their rules). */
export const ConvertProspectBody = Type.Object(
  {
    enrollment: Type.String({ minLength: 1, maxLength: 30 }),
    name: Type.String({ minLength: 1, maxLength: 120 }),
    lastNameFather: OptionalText(120),
    lastNameMother: OptionalText(120),
    curp: OptionalText(18),
    birthDate: Type.Optional(Nullable(Day)),
    gender: OptionalText(1),
    bloodType: OptionalText(3),
    address: OptionalText(500),
    photo: OptionalText(2000),
    searchName: OptionalText(400),
    familyId: OptionalRef,
    campusId: OptionalRef,
    modalityId: OptionalRef,
    gradeId: OptionalRef,
    classroomId: OptionalRef,
    paymentPlanId: OptionalRef,
    isActive: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const ConvertProspectResult = Type.Object({
  student: Type.Object({ id: Int, enrollment: Str, name: Str }),
  prospect: Type.Object({ id: Int, status: Type.Literal('inscrito') }),
});

// ───────────────────────────── Attendance (school and academy groups) ─────────────────────────────

const Mark = Type.Union([Type.Literal('presente'), Type.Literal('ausente'), Type.Literal('retardo')], { description: 'presente, ausente o retardo' });
export const AttendanceDayQuery = Type.Object({ day: Day }, { additionalProperties: false });
export const AttendanceSheetBody = Type.Object(
  {
    day: Day,
    records: Type.Array(Type.Object({ id: Id, status: Mark }, { additionalProperties: false }), { maxItems: 500 }),
  },
  { additionalProperties: false },
);
export const AttendanceSheetSchema = Type.Object({
  group: Type.Object({ id: Int, name: Str, detail: Str }),
  day: Str,
  today: Str,
  people: Type.Array(
    Type.Object({ id: Int, number: Int, name: Str, enrollment: Str, kind: Type.Union([Type.Literal('alumno'), Type.Literal('externo')]), status: Nullable(Mark) }),
  ),
  recorded: Type.Union([Type.Object({ by: Str, at: Str }), Type.Null()]),
  summary: Type.Object({ present: Int, absent: Int, late: Int, recorded: Int, rate: Nullable(Int) }),
});

// ───────────────────────────── Family statement ─────────────────────────────

export const FamilyStatementSchema = Type.Object({
  family: Type.Object({ id: Int, name: Str, tutorName: Str, email: Str }),
  today: Str,
  children: Type.Array(Statement),
  movements: Type.Array(
    Type.Object({
      ...Statement.properties.movements.items.properties,
      studentId: Int,
      studentName: Str,
    }),
  ),
  totals: Statement.properties.totals,
});
export const FamilyStatementEmailBody = Type.Object(
  { to: Type.Optional(Type.String({ format: 'email', maxLength: 254, description: 'Por omisión, el correo de la familia' })) },
  { additionalProperties: false },
);
export const FamilyStatementEmailSent = Type.Object({ messageId: Int, to: Str });

export const ClassroomParams = Type.Object({ classroomId: Id });
export const InvoiceStateQuery = Type.Object({ paymentId: Id });
/** A payment and one of its lines (the paid charge). */
export const PaymentLineParams = Type.Object({ id: Id, lineId: Id });
/** The day of the concepts collected (today when left out). */
export const ConceptsTodayQuery = Type.Object({ date: Type.Optional(Day) });
export const AttendanceQuery = Type.Object({ classroomId: Id, cycleId: Type.Optional(Id) });
export const InscriptionConceptParams = Type.Object({ id: Id, conceptId: Id });
export const Scholarships = Type.Array(Scholarship);
/** The student's identifier (enrollment) to look up, matched whole. */
export const IdentifierQuery = Type.Object({ identifier: Type.String({ minLength: 1, maxLength: 30 }) });
export const IdentifierMatches = Type.Array(IdentifierMatch);

export const InscriptionPage = Page(Inscription);
export const PaymentPage = Page(Payment);
