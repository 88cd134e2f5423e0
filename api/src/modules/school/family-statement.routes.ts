// /api/school/families/:id/statement: a family's account statement, as data, as a PDF, and e-mailed to the tutor.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES, permission, schoolContext } from './context';
import { emailFamilyStatement, familyStatement, familyStatementPdf } from './family-statement.service';
import { FamilyStatementEmailBody, FamilyStatementEmailSent, FamilyStatementSchema, IdParams, PdfFile } from './schemas';

const tags = ['school'];
const security = [{ bearerAuth: [] }];

export const familyStatementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/api/school/families/:id/statement';
  app.get(base, {
    config: permission(ROUTES.families, 'ver'),
    schema: { tags, security, summary: 'Estado de cuenta de la familia: cada hijo, un total, y los movimientos de todos con el nombre de su alumno', params: IdParams, response: { 200: FamilyStatementSchema } },
  }, async (request) => familyStatement(app.db, schoolContext(request), request.params.id));

  app.get(`${base}/pdf`, {
    config: permission(ROUTES.families, 'ver'),
    schema: { tags, security, summary: 'Estado de cuenta de la familia en PDF', params: IdParams, produces: ['application/pdf'], response: { 200: PdfFile } },
  }, async (request, reply) => {
    const pdf = await familyStatementPdf(app.db, schoolContext(request), request.params.id);
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${pdf.fileName}"`).send(pdf.body);
  });

  app.post(`${base}/email`, {
    config: permission(ROUTES.families, 'ver'),
    schema: { tags, security, summary: 'Envía el estado de cuenta en PDF al tutor por la bandeja de correos (al correo de la familia si no se indica otro)', params: IdParams, body: FamilyStatementEmailBody, response: { 202: FamilyStatementEmailSent } },
  }, async (request, reply) => reply.status(202).send(await emailFamilyStatement(app.db, schoolContext(request), request.params.id, request.body ?? {})));
};
