// HTTP of what leaves the product: a document's XML, PDF and cancellation receipt, the e-mail with both files,
// and zips (chosen invoices, or a whole period streamed).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../plugins/errors';
import { IdParams } from '../../schemas';
import { queueMail } from '../mail/index';
import { rememberEmail } from './fiscal-book/fiscal-book.service';
import { invoiceRow, stampedRows } from './invoice-queries';
import { invoicePdf } from './pdf';
import { checkPeriodZip, periodZipEntries } from './period-zip';
import { CHARGE_MODULES, STORE_PAYMENTS, contextOf, fileName, on, security, tags, type BillingRouteOptions } from './routes-common';
import { EmailBody, PeriodZipQuery, ZipBody } from './schemas';
import { zipInvoiceIds, zipInvoices } from './zip';

const ZIP_SUMMARY = 'Zip con el XML y el PDF de las facturas indicadas (cada una una vez; hasta 500 distintas)';

export const deliveryRoutes: FastifyPluginAsyncTypebox<BillingRouteOptions> = async (app) => {
  const db = app.db;
  app.get(
    '/api/billing/invoices/period-zip',
    {
      config: on('/facturas', 'exportar'),
      schema: { tags, security, summary: 'Zip con el XML y el PDF de cada factura, nota de crédito y complemento de pago timbrado del periodo (transmitido)', querystring: PeriodZipQuery },
    },
    async (request, reply) => {
      const { companyId } = contextOf(request);
      await checkPeriodZip(db, companyId, request.query);
      const stream = zipInvoices(periodZipEntries(db, companyId, request.query));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="facturas_${request.query.from}_${request.query.to}.zip"`)
        .send(stream);
    },
  );
  app.get('/api/billing/invoices/:id/xml', { config: on('/facturas', 'ver'), schema: { tags, security, params: IdParams } }, async (request, reply) => {
    const row = await invoiceRow(db, contextOf(request), request.params.id);
    const xml = row.stampedXml ?? row.xml;
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName(row)}.xml"`)
      .send(xml);
  });
  app.get(
    '/api/billing/invoices/:id/cancellation-receipt',
    { config: on('/facturas', 'ver'), schema: { tags, security, summary: 'Acuse de cancelación de un CFDI (el XML que devolvió el PAC al solicitarla)', params: IdParams } },
    async (request, reply) => {
      const row = await invoiceRow(db, contextOf(request), request.params.id);
      if (!row.cancelReceipt) throw new HttpError(409, 'No se ha solicitado la cancelación de esta factura; no tiene acuse de cancelación.');
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="Acuse-cancelacion_${fileName(row)}.xml"`)
        .send(row.cancelReceipt);
    },
  );
  app.get('/api/billing/invoices/:id/pdf', { config: on('/facturas', 'ver'), schema: { tags, security, params: IdParams } }, async (request, reply) => {
    const row = await invoiceRow(db, contextOf(request), request.params.id);
    const pdf = await invoicePdf(row);
    return reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="${fileName(row)}.pdf"`).send(pdf);
  });
  app.post('/api/billing/invoices/:id/email', { config: on('/facturas', 'editar'), schema: { tags, security, params: IdParams, body: EmailBody } }, async (request) => {
    const row = await invoiceRow(db, contextOf(request), request.params.id);
    if (!row.stampedXml) throw new HttpError(409, 'La factura aún no está timbrada.');
    const name = fileName(row);
    await rememberEmail(db, row.companyId, row.receiverRfc, request.body.to);
    await queueMail(db, {
      companyId: row.companyId,
      kind: 'invoice',
      to: request.body.to,
      subject: `Factura ${row.serie}-${row.folio}`,
      text: `Adjuntamos el CFDI ${row.serie}-${row.folio} (folio fiscal ${row.uuid}) en XML y PDF.`,
      attachments: [
        { name: `${name}.xml`, type: 'application/xml', content: Buffer.from(row.stampedXml, 'utf8') },
        { name: `${name}.pdf`, type: 'application/pdf', content: await invoicePdf(row) },
      ],
    });
    return { sent: true, to: request.body.to };
  });
  // The invoices chosen on a report of the store, the school or the academies.
  for (const path of [`${STORE_PAYMENTS}/report/zip-invoices`, ...CHARGE_MODULES.map((m) => `${m.base}/invoice/zip-invoices`)]) {
    app.post(path, { config: on('/facturas', 'exportar'), schema: { tags, security, summary: ZIP_SUMMARY, body: ZipBody } }, async (request, reply) => {
      const rows = await stampedRows(db, contextOf(request), zipInvoiceIds(request.body));
      if (rows.length === 0) throw new HttpError(409, 'Ninguna de las facturas indicadas está timbrada.');
      const stream = zipInvoices(rows.map((r) => ({ name: fileName(r), invoice: r })));
      return reply.header('content-type', 'application/zip').header('content-disposition', 'attachment; filename="facturas.zip"').send(stream);
    });
  }
};
