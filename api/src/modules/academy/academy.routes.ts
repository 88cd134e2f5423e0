// HTTP of the academies beyond the generic catalogues: groups with schedules, enrolments, status changes,
// drops, inscription concepts, attendance lists and the counter's look-ups.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AcademyAttendanceList, AcademyCharge, AcademyEnrolmentRow, AcademyInscriptionConcept } from '@mikro/contracts';
import { badRequest } from '../../plugins/errors';
import { Id, Nullable, Page } from '../../schemas';
import { AttendanceDayQuery, AttendanceSheetBody, AttendanceSheetSchema } from '../school/index';
import { academyAttendanceSheet, saveAcademyAttendance } from './attendance.service';
import { academyContext } from './context';
import { attendanceList, createGroup, deleteGroup, setGroupConcepts, updateGroup } from './groups.service';
import {
  addInscriptionConcept,
  changeStatus,
  dropInscription,
  enrol,
  inscriptionConcepts,
  updateInscriptionConcept,
} from './inscriptions.service';
import { listEnrolments, personCharges, searchPayers } from './lists.service';
import {
  DropBodySchema,
  DropResultSchema,
  DropsQuerySchema,
  EnrolBodySchema,
  GroupConceptsBodySchema,
  GroupInputSchema,
  GroupSavedSchema,
  IdParams,
  InscriptionConceptAddSchema,
  InscriptionConceptPatchSchema,
  INSCRIPTION_STATUS,
  InscriptionSavedSchema,
  PageQuery,
  PERSON_KIND,
  StatusBodySchema,
  describes,
} from './schemas';

const tags = ['academies'];
const security = [{ bearerAuth: [] }];
const on = (route: string, action: 'ver' | 'crear' | 'editar' | 'eliminar') => ({ permission: { route, action } });


const EnrolmentRowSchema = describes<AcademyEnrolmentRow>()(Type.Object({
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

const ChargeRowSchema = describes<AcademyCharge>()(Type.Object({
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

const InscriptionConceptSchema = describes<AcademyInscriptionConcept>()(Type.Object({
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

const AttendanceSchema = describes<AcademyAttendanceList>()(Type.Object({
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

const EnrolmentsQuerySchema = Type.Object(
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

export const academyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Groups ---------------------------------------------------------------------------------------
  app.post(
    '/api/academies/groups',
    { config: on('/academias/grupos', 'crear'), schema: { tags, security, summary: 'Crea un grupo con su horario semanal', body: GroupInputSchema, response: { 201: GroupSavedSchema } } },
    async (request, reply) => reply.status(201).send(await createGroup(app.db, academyContext(request), request.body)),
  );
  app.put(
    '/api/academies/groups/:id',
    { config: on('/academias/grupos', 'editar'), schema: { tags, security, summary: 'Edita un grupo y su horario', params: IdParams, body: GroupInputSchema, response: { 200: GroupSavedSchema } } },
    async (request) => updateGroup(app.db, academyContext(request), request.params.id, request.body),
  );
  app.delete(
    '/api/academies/groups/:id',
    { config: on('/academias/grupos', 'eliminar'), schema: { tags, security, summary: 'Elimina un grupo sin inscripciones activas', params: IdParams } },
    async (request, reply) => {
      await deleteGroup(app.db, academyContext(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.put(
    '/api/academies/groups/:id/concepts',
    {
      config: on('/academias/configuracion/grupos', 'editar'),
      schema: { tags, security, summary: 'Conceptos del grupo y su día de vencimiento', params: IdParams, body: GroupConceptsBodySchema },
    },
    async (request, reply) => {
      await setGroupConcepts(app.db, academyContext(request), request.params.id, request.body);
      return reply.status(204).send();
    },
  );
  app.get(
    '/api/academies/groups/:id/attendance-list',
    { config: on('/academias/grupos', 'ver'), schema: { tags, security, summary: 'Lista de asistencia del grupo', params: IdParams, response: { 200: AttendanceSchema } } },
    async (request) => attendanceList(app.db, academyContext(request), request.params.id),
  );
  app.get(
    '/api/academies/groups/:id/attendance',
    {
      config: on('/academias/grupos', 'ver'),
      schema: { tags, security, summary: 'Asistencia del grupo en un día: los participantes inscritos ese día con su marca', params: IdParams, querystring: AttendanceDayQuery, response: { 200: AttendanceSheetSchema } },
    },
    async (request) => academyAttendanceSheet(app.db, academyContext(request), request.params.id, request.query.day),
  );
  app.put(
    '/api/academies/groups/:id/attendance',
    {
      config: on('/academias/grupos', 'editar'),
      schema: { tags, security, summary: 'Guarda la asistencia del grupo en un día (presente, ausente o retardo); reemplaza la del mismo día', params: IdParams, body: AttendanceSheetBody, response: { 200: AttendanceSheetSchema } },
    },
    async (request) => saveAcademyAttendance(app.db, academyContext(request), request.params.id, request.body),
  );

  // Enrolments -----------------------------------------------------------------------------------
  app.get(
    '/api/academies/enrolments',
    { config: on('/academias/inscripciones', 'ver'), schema: { tags, security, summary: 'Inscripciones con el nombre y el adeudo', querystring: EnrolmentsQuerySchema, response: { 200: Page(EnrolmentRowSchema) } } },
    async (request) => listEnrolments(app.db, academyContext(request), request.query),
  );
  app.post(
    '/api/academies/inscriptions',
    {
      config: on('/academias/inscripciones', 'crear'),
      schema: { tags, security, summary: 'Inscribe a un alumno o externo en un grupo (cupo respetado) y genera sus cargos', body: EnrolBodySchema, response: { 201: InscriptionSavedSchema } },
    },
    async (request, reply) => reply.status(201).send(await enrol(app.db, academyContext(request), request.body)),
  );
  app.patch(
    '/api/academies/inscriptions/:id/status',
    {
      config: on('/academias/inscripciones', 'editar'),
      schema: { tags, security, summary: 'Cambia el estado de una inscripción (activa o terminada)', params: IdParams, body: StatusBodySchema, response: { 200: Type.Object({ id: Type.Integer(), status: Type.String() }) } },
    },
    async (request) => changeStatus(app.db, academyContext(request), request.params.id, request.body.status),
  );
  app.post(
    '/api/academies/inscriptions/:id/drop',
    {
      config: on('/academias/bajas', 'crear'),
      schema: { tags, security, summary: 'Da de baja una inscripción: cancela lo pendiente desde el mes siguiente', params: IdParams, body: DropBodySchema, response: { 200: DropResultSchema } },
    },
    async (request) => dropInscription(app.db, academyContext(request), request.params.id, request.body),
  );
  app.get(
    '/api/academies/drops',
    { config: on('/academias/bajas', 'ver'), schema: { tags, security, summary: 'Bajas con lo que queda por pagar', querystring: DropsQuerySchema, response: { 200: Page(EnrolmentRowSchema) } } },
    async (request) => listEnrolments(app.db, academyContext(request), request.query, true),
  );

  // Inscription concepts -------------------------------------------------------------------------
  app.get(
    '/api/academies/inscriptions/:id/concepts',
    { config: on('/academias/inscripciones', 'ver'), schema: { tags, security, summary: 'Conceptos de una inscripción', params: IdParams, response: { 200: Type.Array(InscriptionConceptSchema) } } },
    async (request) => inscriptionConcepts(app.db, academyContext(request), request.params.id),
  );
  app.post(
    '/api/academies/inscriptions/:id/concepts',
    {
      config: on('/academias/inscripciones', 'editar'),
      schema: { tags, security, summary: 'Agrega un concepto a una inscripción', params: IdParams, body: InscriptionConceptAddSchema, response: { 201: Type.Object({ id: Type.Integer(), charges: Type.Integer() }) } },
    },
    async (request, reply) => reply.status(201).send(await addInscriptionConcept(app.db, academyContext(request), request.params.id, request.body)),
  );
  app.patch(
    '/api/academies/academy-inscription-concepts/:id',
    {
      config: on('/academias/inscripciones', 'editar'),
      schema: { tags, security, summary: 'Activa, desactiva o edita un concepto de inscripción', params: IdParams, body: InscriptionConceptPatchSchema },
    },
    async (request, reply) => {
      await updateInscriptionConcept(app.db, academyContext(request), request.params.id, request.body);
      return reply.status(204).send();
    },
  );

  // Counter look-ups -----------------------------------------------------------------------------
  app.get(
    '/api/academies/payers',
    {
      config: on('/academias/pagos', 'ver'),
      schema: {
        tags,
        security,
        summary: 'Alumnos y externos inscritos que coinciden con la búsqueda',
        querystring: Type.Object({ search: Type.String({ maxLength: 100 }), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) }, { additionalProperties: false }),
        response: {
          200: Type.Array(
            Type.Object({ kind: Type.Union([Type.Literal('alumno'), Type.Literal('externo')]), id: Type.Integer(), name: Type.String(), enrollment: Type.String(), pendingCharges: Type.Integer() }),
          ),
        },
      },
    },
    async (request) => searchPayers(app.db, academyContext(request), request.query.search, request.query.limit),
  );
  app.get(
    '/api/academies/charges',
    {
      config: on('/academias/pagos', 'ver'),
      schema: {
        tags,
        security,
        summary: 'Cargos de academia de un alumno o externo',
        querystring: Type.Object(
          {
            studentId: Type.Optional(Id),
            externalId: Type.Optional(Id),
            status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('paid'), Type.Literal('cancelled'), Type.Literal('all')])),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Array(ChargeRowSchema) },
      },
    },
    async (request) => {
      const { studentId, externalId, status } = request.query;
      if ((studentId === undefined) === (externalId === undefined)) {
        throw badRequest('Indique un alumno o un externo', [{ field: 'studentId', message: 'Indique solo un alumno o un externo' }]);
      }
      return personCharges(app.db, academyContext(request), { studentId, externalId }, status);
    },
  );
};
