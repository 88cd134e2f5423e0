// /api/portal/account, /api/portal/receipts/:id/invoice, /api/portal/invoices/:id/:format: the tutor's «Mis datos»
// (fiscal data of the family), «Facturar» a receipt, and the invoices' files — always of the caller's own family.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../plugins/auth';
import { selfInvoicingOptions } from '../billing/index';
import { invoiceReceipt, portalAccount, portalInvoiceFile, saveFiscalData } from './account.service';
import { PORTAL_SCREENS } from './portal.routes';
import { tutorOf } from './tutors.service';
import { InvoiceFile, InvoiceParams, PortalAccount, PortalFiscalData, ReceiptParams, SelfInvoiceResult } from './schemas';

const tags = ['portal'];
const security = [{ bearerAuth: [] }];
const see = (route: string) => ({ permission: { route, action: 'ver' as const } });

export const accountRoutes: FastifyPluginAsyncTypebox<{ secret: string; publicUrl: string }> = async (app, options) => {
  const tutor = (request: Parameters<typeof callerOf>[0]) => tutorOf(app.db, callerOf(request));
  const selfInvoicing = selfInvoicingOptions(app.db, options.secret, options.publicUrl);

  app.get('/api/portal/account', {
    config: see(PORTAL_SCREENS.children),
    schema: { tags, security, summary: 'El tutor, su familia y los datos fiscales con que factura', response: { 200: PortalAccount } },
  }, async (request) => portalAccount(app.db, await tutor(request)));

  app.put('/api/portal/account/fiscal-data', {
    config: see(PORTAL_SCREENS.children),
    schema: { tags, security, summary: 'Guarda los datos fiscales de la familia (RFC, nombre, régimen, código postal, uso del CFDI, correo)', body: PortalFiscalData, response: { 200: PortalAccount } },
  }, async (request) => saveFiscalData(app.db, await tutor(request), request.body));

  app.post('/api/portal/receipts/:id/invoice', {
    config: see(PORTAL_SCREENS.receipts),
    schema: { tags, security, summary: 'Factura un recibo de la familia con sus datos fiscales (autofacturación)', params: ReceiptParams, response: { 200: SelfInvoiceResult } },
  }, async (request) => invoiceReceipt(selfInvoicing, await tutor(request), request.params.id));

  app.get('/api/portal/invoices/:id/:format', {
    config: see(PORTAL_SCREENS.receipts),
    schema: { tags, security, summary: 'Una factura de los recibos de la familia, en XML o PDF', params: InvoiceParams, produces: ['application/xml', 'application/pdf'], response: { 200: InvoiceFile } },
  }, async (request, reply) => {
    const file = await portalInvoiceFile(app.db, await tutor(request), request.params.id, request.params.format);
    return reply.type(file.type).header('content-disposition', `attachment; filename="${file.name}"`).send(file.body);
  });
};
