// TypeBox schemas of the academy endpoints (request and response shapes).
import { Type, type Static, type TSchema } from 'typebox';
import { Amount, Day, Id, IdParams, Nullable, Page } from '../../schemas';
import { Payment } from '../payments/index';
import type { AcademyAttendanceList, AcademyCharge, AcademyEnrolmentRow, AcademyGroupSaved, AcademyInscriptionConcept, DropResponse, EnrolResponse } from '@mikro/contracts';

type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * A response schema that describes exactly the @mikro/contracts type the screens read: the contract is the one
 * statement of the shape, and a schema that drifts from it no longer compiles (an extra `never` argument is asked).
 */
export const describes =
  <T>() =>
  <S extends TSchema>(schema: S, ..._exact: Exactly<Static<S>, T> extends true ? [] : [never]): S =>
    schema;

export const INSCRIPTION_STATUS = Type.Union([Type.Literal('activa'), Type.Literal('baja'), Type.Literal('terminada')]);
export const PERSON_KIND = Type.Union([Type.Literal('alumno'), Type.Literal('externo')]);

export { IdParams };
const TIME = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$' });
const NULLABLE_ID = Nullable(Id);
const AGE = Nullable(Type.Integer({ minimum: 0, maximum: 99 }));

export const ScheduleSlotSchema = Type.Object(
  { dayOfWeek: Type.Integer({ minimum: 1, maximum: 7 }), startTime: TIME, endTime: TIME },
  { additionalProperties: false },
);

export const GroupConceptInputSchema = Type.Object(
  { conceptId: Id, dueDay: Type.Integer({ minimum: 1, maximum: 31 }), isActive: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

export const GroupInputSchema = Type.Object(
  {
    activityId: Id,
    name: Type.String({ minLength: 1, maxLength: 150 }),
    teacherId: NULLABLE_ID,
    cycleId: NULLABLE_ID,
    place: Type.String({ maxLength: 120 }),
    capacity: Type.Integer({ minimum: 1, maximum: 1000 }),
    price: Type.Optional(Amount),
    minAge: AGE,
    maxAge: AGE,
    gradeIds: Type.Array(Id, { maxItems: 100 }),
    isActive: Type.Boolean(),
    schedules: Type.Array(ScheduleSlotSchema, { minItems: 1, maxItems: 21 }),
    concepts: Type.Optional(Type.Array(GroupConceptInputSchema, { maxItems: 50 })),
  },
  { additionalProperties: false },
);
export type GroupInput = Static<typeof GroupInputSchema>;

export const GroupConceptsBodySchema = Type.Array(GroupConceptInputSchema, { maxItems: 50 });

export const GroupSavedSchema = describes<AcademyGroupSaved>()(Type.Object({ id: Type.Integer(), schedule: Type.String(), enrolled: Type.Integer(), capacity: Type.Integer() }));

export const EnrolBodySchema = Type.Object(
  {
    groupId: Id,
    studentId: Type.Optional(Id),
    externalId: Type.Optional(Id),
    inscriptionDate: Type.Optional(Day),
    startMonth: Type.Optional(Type.String({ maxLength: 20, description: "Primer mes que cobran los conceptos mensuales, 'AAAA-MM' (por omisión, el mes de inscripción)" })),
  },
  { additionalProperties: false },
);
export type EnrolBody = Static<typeof EnrolBodySchema>;

export const InscriptionSavedSchema = describes<EnrolResponse>()(
  Type.Object({
    id: Type.Integer(),
    groupId: Type.Integer(),
    status: INSCRIPTION_STATUS,
    inscriptionDate: Type.String(),
    charges: Type.Integer({ description: 'Cargos generados' }),
  }),
);

export const StatusBodySchema = Type.Object(
  { status: Type.Union([Type.Literal('activa'), Type.Literal('terminada')]) },
  { additionalProperties: false },
);

export const DropBodySchema = Type.Object(
  { dropDate: Day, reason: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
export type DropBody = Static<typeof DropBodySchema>;

export const DropResultSchema = describes<DropResponse>()(
  Type.Object({
    id: Type.Integer(),
    status: Type.Literal('baja'),
    dropDate: Type.String(),
    cancelledCharges: Type.Integer(),
    keptPendingCharges: Type.Integer(),
    paidCharges: Type.Integer(),
  }),
);

export const InscriptionConceptPatchSchema = Type.Object(
  {
    isActive: Type.Optional(Type.Boolean()),
    price: Type.Optional(Amount),
    dueDay: Type.Optional(Type.Integer({ minimum: 1, maximum: 31 })),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const InscriptionConceptAddSchema = Type.Object(
  { conceptId: Id, dueDay: Type.Optional(Type.Integer({ minimum: 1, maximum: 31 })), price: Type.Optional(Amount) },
  { additionalProperties: false },
);

export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 10 })),
};

export const DropsQuerySchema = Type.Object(
  {
    ...PageQuery,
    search: Type.Optional(Type.String({ maxLength: 100 })),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    groupId: Type.Optional(Id),
  },
  { additionalProperties: false },
);

export const DateRangeQuerySchema = Type.Object(
  {
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    groupId: Type.Optional(Id),
    activityId: Type.Optional(Id),
  },
  { additionalProperties: false },
);

// Enrolments, their concepts, the attendance list and the counter's look-ups (academy.routes.ts).
export const EnrolmentRowSchema = describes<AcademyEnrolmentRow>()(Type.Object({
  id: Type.Integer(),
  groupId: Type.Integer(),
  groupName: Type.String(),
  activityName: Type.String(),
  schedule: Type.String(),
  kind: PERSON_KIND,
  studentId: Nullable(Type.Integer()),
  externalId: Nullable(Type.Integer()),
  personName: Type.String(),
  enrollment: Type.String(),
  inscriptionDate: Type.String(),
  status: INSCRIPTION_STATUS,
  dropDate: Nullable(Type.String()),
  dropReason: Type.String(),
  pendingAmount: Type.String(),
  pendingCharges: Type.Integer(),
}));

export const ChargeRowSchema = describes<AcademyCharge>()(Type.Object({
  id: Type.Integer(),
  inscriptionId: Nullable(Type.Integer()),
  conceptId: Nullable(Type.Integer()),
  name: Type.String(),
  groupName: Type.String(),
  activityName: Type.String(),
  year: Type.Integer(),
  month: Type.Integer(),
  paymentDay: Type.Integer(),
  dueDate: Type.String(),
  quantity: Type.Integer(),
  price: Type.String(),
  withIva: Type.Boolean(),
  satCode: Type.String(),
  unitCode: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('paid'), Type.Literal('cancelled')]),
}));

export const InscriptionConceptSchema = describes<AcademyInscriptionConcept>()(Type.Object({
  id: Type.Integer(),
  conceptId: Type.Integer(),
  name: Type.String(),
  conceptType: Type.String(),
  price: Type.String(),
  dueDay: Type.Integer(),
  isActive: Type.Boolean(),
  pendingCharges: Type.Integer(),
  paidCharges: Type.Integer(),
}));

export const AttendanceSchema = describes<AcademyAttendanceList>()(Type.Object({
  group: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    activity: Type.String(),
    teacher: Type.String(),
    place: Type.String(),
    schedule: Type.String(),
    capacity: Type.Integer(),
    enrolled: Type.Integer(),
  }),
  participants: Type.Array(
    Type.Object({
      inscriptionId: Type.Integer(),
      kind: PERSON_KIND,
      personId: Type.Integer(),
      name: Type.String(),
      enrollment: Type.String(),
      inscriptionDate: Type.String(),
    }),
  ),
}));

export const EnrolmentsQuerySchema = Type.Object(
  {
    ...PageQuery,
    search: Type.Optional(Type.String({ maxLength: 100 })),
    groupId: Type.Optional(Id),
    studentId: Type.Optional(Id),
    externalId: Type.Optional(Id),
    status: Type.Optional(INSCRIPTION_STATUS),
    sort: Type.Optional(Type.Union([Type.Literal('personName'), Type.Literal('inscriptionDate'), Type.Literal('groupName'), Type.Literal('status'), Type.Literal('dropDate')])),
    order: Type.Optional(Type.Union([Type.Literal('ASC'), Type.Literal('DESC')])),
  },
  { additionalProperties: false },
);

export const EnrolmentPageSchema = Page(EnrolmentRowSchema);
export const StatusChangedSchema = Type.Object({ id: Type.Integer(), status: Type.String() });
export const InscriptionConceptsSchema = Type.Array(InscriptionConceptSchema);
export const InscriptionConceptAddedSchema = Type.Object({ id: Type.Integer(), charges: Type.Integer() });
export const PayersQuerySchema = Type.Object({ search: Type.String({ maxLength: 100 }), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) }, { additionalProperties: false });
export const PayersSchema = Type.Array(
  Type.Object({ kind: PERSON_KIND, id: Type.Integer(), name: Type.String(), enrollment: Type.String(), pendingCharges: Type.Integer() }),
);
/** A student's or an external's charges (exactly one of the two; the route says so when both or none come). */
export const PersonChargesQuerySchema = Type.Object(
  {
    studentId: Type.Optional(Id),
    externalId: Type.Optional(Id),
    status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('paid'), Type.Literal('cancelled'), Type.Literal('all')])),
  },
  { additionalProperties: false },
);
export const ChargeRowsSchema = Type.Array(ChargeRowSchema);

// The academy's counter and its payment reports (payments.routes.ts).
export const PeriodQuerySchema = Type.Object({ from: Type.Optional(Day), to: Type.Optional(Day) }, { additionalProperties: false });
const PAYMENT_STATUS = Type.Union([Type.Literal('paid'), Type.Literal('partial'), Type.Literal('cancelled')]);
export const PaymentsQuerySchema = Type.Object(
  { ...PageQuery, search: Type.Optional(Type.String({ maxLength: 100 })), from: Type.Optional(Day), to: Type.Optional(Day), status: Type.Optional(PAYMENT_STATUS), folio: Type.Optional(Id) },
  { additionalProperties: false },
);
export const PaymentPageSchema = Page(Payment);
export const PaymentReportQuerySchema = Type.Object({ from: Type.Optional(Day), to: Type.Optional(Day), status: Type.Optional(PAYMENT_STATUS) }, { additionalProperties: false });
export const IncomeReportQuerySchema = Type.Object(
  { from: Type.Optional(Day), to: Type.Optional(Day), activityId: Type.Optional(Id), groupId: Type.Optional(Id) },
  { additionalProperties: false },
);
export const InvoiceStateQuerySchema = Type.Object({ paymentId: Id }, { additionalProperties: false });
export const ConceptsTodayQuerySchema = Type.Object({ date: Type.Optional(Day) }, { additionalProperties: false });
export const ChargesByStatusQuerySchema = Type.Object(
  {
    ...PageQuery,
    status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('paid'), Type.Literal('cancelled')])),
    groupId: Type.Optional(Id),
    year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
    month: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
  },
  { additionalProperties: false },
);
