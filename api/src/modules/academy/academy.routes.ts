// HTTP of the academies beyond the generic catalogues: groups with schedules, enrolments, status changes,
// drops, inscription concepts, attendance lists and the counter's look-ups.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest } from '../../plugins/errors';
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
  AttendanceSchema,
  ChargeRowsSchema,
  DropBodySchema,
  DropResultSchema,
  DropsQuerySchema,
  EnrolBodySchema,
  EnrolmentPageSchema,
  EnrolmentsQuerySchema,
  GroupConceptsBodySchema,
  GroupInputSchema,
  GroupSavedSchema,
  IdParams,
  InscriptionConceptAddedSchema,
  InscriptionConceptAddSchema,
  InscriptionConceptPatchSchema,
  InscriptionConceptsSchema,
  InscriptionSavedSchema,
  PayersQuerySchema,
  PayersSchema,
  PersonChargesQuerySchema,
  StatusBodySchema,
  StatusChangedSchema,
} from './schemas';

const tags = ['academies'];
const security = [{ bearerAuth: [] }];
const on = (route: string, action: 'ver' | 'crear' | 'editar' | 'eliminar') => ({ permission: { route, action } });

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
    { config: on('/academias/inscripciones', 'ver'), schema: { tags, security, summary: 'Inscripciones con el nombre y el adeudo', querystring: EnrolmentsQuerySchema, response: { 200: EnrolmentPageSchema } } },
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
      schema: { tags, security, summary: 'Cambia el estado de una inscripción (activa o terminada)', params: IdParams, body: StatusBodySchema, response: { 200: StatusChangedSchema } },
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
    { config: on('/academias/bajas', 'ver'), schema: { tags, security, summary: 'Bajas con lo que queda por pagar', querystring: DropsQuerySchema, response: { 200: EnrolmentPageSchema } } },
    async (request) => listEnrolments(app.db, academyContext(request), request.query, true),
  );

  // Inscription concepts -------------------------------------------------------------------------
  app.get(
    '/api/academies/inscriptions/:id/concepts',
    { config: on('/academias/inscripciones', 'ver'), schema: { tags, security, summary: 'Conceptos de una inscripción', params: IdParams, response: { 200: InscriptionConceptsSchema } } },
    async (request) => inscriptionConcepts(app.db, academyContext(request), request.params.id),
  );
  app.post(
    '/api/academies/inscriptions/:id/concepts',
    {
      config: on('/academias/inscripciones', 'editar'),
      schema: { tags, security, summary: 'Agrega un concepto a una inscripción', params: IdParams, body: InscriptionConceptAddSchema, response: { 201: InscriptionConceptAddedSchema } },
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
        querystring: PayersQuerySchema,
        response: { 200: PayersSchema },
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
        querystring: PersonChargesQuerySchema,
        response: { 200: ChargeRowsSchema },
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
