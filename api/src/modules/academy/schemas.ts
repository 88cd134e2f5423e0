// TypeBox schemas of the academy endpoints (request and response shapes).
import { Type, type Static, type TSchema } from 'typebox';
import { Amount, Day, Id, IdParams, Nullable } from '../../schemas';
import type { AcademyGroupSaved, DropResponse, EnrolResponse } from '@mikro/contracts';

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
