// Student-level school calls: account statement, scholarships, and the identifier (enrolment number) search.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { callerOf } from '../../plugins/auth';
import { ROUTES, permission, schoolContext } from './context';
import { accountStatement, identifierSearch } from './history.service';
import { assignScholarship, listScholarships } from './scholarships.service';
import { IdParams, IdentifierMatch, Scholarship, ScholarshipBody, Statement } from './schemas';

const tags = ['school'];
const security = [{ bearerAuth: [] }];

export const studentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/school/students/:id/statement', {
    config: permission(ROUTES.students, 'ver'),
    schema: { tags, security, summary: 'Estado de cuenta del alumno (cargos, pagos, saldo)', params: IdParams, response: { 200: Statement } },
  }, async (request) => accountStatement(app.db, schoolContext(request), request.params.id));

  app.get('/api/school/students/:id/scholarships', {
    config: permission(ROUTES.students, 'ver'),
    schema: { tags, security, summary: 'Becas del alumno', params: IdParams, response: { 200: Type.Array(Scholarship) } },
  }, async (request) => listScholarships(app.db, schoolContext(request), request.params.id));

  app.put('/api/school/students/:id/scholarships', {
    config: permission(ROUTES.students, 'editar'),
    schema: { tags, security, summary: 'Asigna, activa o desactiva una beca del alumno', params: IdParams, body: ScholarshipBody, response: { 200: Type.Array(Scholarship) } },
  }, async (request) => assignScholarship(app.db, schoolContext(request), request.params.id, request.body));

  app.get('/api/system/identifier/', {
    config: permission(ROUTES.students, 'ver'),
    schema: { tags, security, summary: 'Búsqueda por igualdad del identificador (matrícula) del alumno', querystring: Type.Object({ identifier: Type.String({ minLength: 1, maxLength: 30 }) }), response: { 200: Type.Array(IdentifierMatch) } },
  }, async (request) => identifierSearch(app.db, callerOf(request).companyId, request.query.identifier));
};
