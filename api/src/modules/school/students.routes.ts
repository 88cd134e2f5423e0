// Student-level school calls: account statement, scholarships, the identifier (enrolment number) search and
// the conversion of a prospect into a student.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../plugins/auth';
import { forbidden } from '../../plugins/errors';
import { hasPermission } from '../../shared/access';
import { ROUTES, permission, schoolContext } from './context';
import { accountStatement, identifierSearch } from './history.service';
import { convertProspect } from './prospects.service';
import { assignScholarship, listScholarships } from './scholarships.service';
import { ConvertProspectBody, ConvertProspectResult, IdentifierMatches, IdentifierQuery, IdParams, ScholarshipBody, Scholarships, Statement } from './schemas';

const tags = ['school'];
const security = [{ bearerAuth: [] }];

export const studentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/school/students/:id/statement', {
    config: permission(ROUTES.students, 'ver'),
    schema: { tags, security, summary: 'Estado de cuenta del alumno (cargos, pagos, saldo)', params: IdParams, response: { 200: Statement } },
  }, async (request) => accountStatement(app.db, schoolContext(request), request.params.id));

  app.get('/api/school/students/:id/scholarships', {
    config: permission(ROUTES.students, 'ver'),
    schema: { tags, security, summary: 'Becas del alumno', params: IdParams, response: { 200: Scholarships } },
  }, async (request) => listScholarships(app.db, schoolContext(request), request.params.id));

  app.put('/api/school/students/:id/scholarships', {
    config: permission(ROUTES.students, 'editar'),
    schema: { tags, security, summary: 'Asigna, activa o desactiva una beca del alumno', params: IdParams, body: ScholarshipBody, response: { 200: Scholarships } },
  }, async (request) => assignScholarship(app.db, schoolContext(request), request.params.id, request.body));

  app.get('/api/system/identifier/', {
    config: permission(ROUTES.students, 'ver'),
    schema: { tags, security, summary: 'Búsqueda por igualdad del identificador (matrícula) del alumno', querystring: IdentifierQuery, response: { 200: IdentifierMatches } },
  }, async (request) => identifierSearch(app.db, callerOf(request).companyId, request.query.identifier));

  app.post('/api/school/prospects/:id/convert', {
    config: permission(ROUTES.students, 'crear'),
    schema: {
      tags,
      security,
      summary: 'Convierte un prospecto en alumno en una transacción: crea el alumno y marca el prospecto inscrito (un error no cambia nada)',
      params: IdParams,
      body: ConvertProspectBody,
      response: { 201: ConvertProspectResult },
    },
  }, async (request, reply) => {
    // Creating the student needs the students route; marking the prospect needs the prospects one too.
    const auth = callerOf(request);
    if (!auth.isAdmin && !(await hasPermission(app.db, auth.roleId, ROUTES.prospects, 'editar'))) throw forbidden();
    return reply.status(201).send(await convertProspect(app.db, schoolContext(request), request.params.id, request.body));
  });
};
