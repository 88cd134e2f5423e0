// /api/portal/…: what a signed-in tutor reads. Each route needs its portal screen's permission (the «Tutor» role's)
// and then the caller's own family link; the family is never taken from the request.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../plugins/auth';
import { portalChildren, portalReceiptPdf, portalReceipts, portalStatement } from './portal.service';
import { tutorOf } from './tutors.service';
import { ChildQuery, PdfFile, PortalChildren, PortalProfile, PortalReceipts, PortalStatement, ReceiptParams, ReceiptsQuery } from './schemas';

const tags = ['portal'];
const security = [{ bearerAuth: [] }];
/** The portal's screens (route tree 143–145), whose «ver» guards their calls. */
export const PORTAL_SCREENS = { children: '/portal', statement: '/portal/estado-de-cuenta', receipts: '/portal/recibos' } as const;
const see = (route: string) => ({ permission: { route, action: 'ver' as const } });

export const portalRoutes: FastifyPluginAsyncTypebox = async (app) => {

  const tutor = (request: Parameters<typeof callerOf>[0]) => tutorOf(app.db, callerOf(request));

  app.get('/api/portal/me', {
    config: see(PORTAL_SCREENS.children),
    schema: { tags, security, summary: 'El tutor y su familia', response: { 200: PortalProfile } },
  }, async (request) => {
    const me = await tutor(request);
    return { tutor: { id: me.userId, name: me.name, email: me.email }, family: { id: me.familyId, name: me.familyName } };
  });

  app.get('/api/portal/children', {
    config: see(PORTAL_SCREENS.children),
    schema: { tags, security, summary: 'Los hijos con sus cargos pendientes calculados a hoy (recargos, descuentos y becas)', response: { 200: PortalChildren } },
  }, async (request) => portalChildren(app.db, await tutor(request)));

  app.get('/api/portal/statement', {
    config: see(PORTAL_SCREENS.statement),
    schema: { tags, security, summary: 'Estado de cuenta de la familia (o de uno de sus hijos)', querystring: ChildQuery, response: { 200: PortalStatement } },
  }, async (request) => portalStatement(app.db, await tutor(request), request.query));

  app.get('/api/portal/receipts', {
    config: see(PORTAL_SCREENS.receipts),
    schema: { tags, security, summary: 'Recibos de la familia con sus facturas', querystring: ReceiptsQuery, response: { 200: PortalReceipts } },
  }, async (request) => portalReceipts(app.db, await tutor(request), request.query));

  app.get('/api/portal/receipts/:id/pdf', {
    config: see(PORTAL_SCREENS.receipts),
    schema: { tags, security, summary: 'Un recibo de la familia en PDF', params: ReceiptParams, produces: ['application/pdf'], response: { 200: PdfFile } },
  }, async (request, reply) => {
    const pdf = await portalReceiptPdf(app.db, await tutor(request), request.params.id);
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${pdf.fileName}"`).send(pdf.body);
  });
};
