// HTTP of invoicing: /api/billing/* (company fiscal settings, invoices, credit notes, state, folios, SAT keys)
// and the store's /api/mini-store/sales-payments/* invoicing endpoints.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { QUANTITY_PATTERN } from '@mikro/domain';
import { callerOf } from '../../plugins/auth';
import { HttpError, badRequest, notFound } from '../../plugins/errors';
import { Day, Id, IdParams, LocalDateTime, Nullable } from '../../schemas';
import { getFiscalSettings, updateFiscalSettings, uploadCsd } from './company.service';
import {
  cancelInvoice,
  globalInvoice,
  globalStoreInvoice,
  invoiceDetail,
  invoicePayments,
  issuePaymentComplement,
  notInvoiced,
  invoiceRow,
  invoiceStoreSales,
  issueCreditNote,
  listInvoices,
  notInvoicedStoreSales,
  paymentInvoices,
  paymentVisible,
  stampInvoice,
  substituteInvoice,
  stampedRows,
  summary,
  statusByUuid,
  MODULE,
  type BillingContext,
  type BillingDeps,
} from './invoices.service';
import { invoicePdf } from './pdf';
import { listPpdInvoices } from './ppd.service';
import { queueMail } from '../mail/index';
import { rememberEmail } from './fiscal-book/fiscal-book.service';
import { zipInvoiceIds, zipInvoices } from './zip';
import { checkPeriodZip, periodZipEntries } from './period-zip';
import { chargeInvoiceReport, foliosOf, satKeysInUse, storeInvoiceReport } from './reports.service';

const on = (route: string, action: 'ver' | 'crear' | 'editar' | 'eliminar' | 'exportar') => ({ permission: { route, action } });
const tags = ['billing'];
const security = [{ bearerAuth: [] }];
const UUID = Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' });
const MONEY = Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,2})?$' });
const SERIE = Type.String({ maxLength: 25, pattern: '^[A-Za-z0-9]*$' });
const FOLIO = Type.Integer({ minimum: 1, maximum: 2_000_000_000 });

const Receiver = Type.Object(
  {
    rfc: Type.String({ minLength: 12, maxLength: 13 }),
    name: Type.String({ minLength: 1, maxLength: 300 }),
    regime: Type.String({ pattern: '^\\d{3}$' }),
    cfdiUse: Type.String({ pattern: '^[A-Z]{1,2}\\d{2}$' }),
    zip: Type.String({ pattern: '^\\d{5}$' }),
    email: Type.Optional(Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Literal('')])),
  },
  { additionalProperties: false },
);

const CompanyUpdate = Type.Object(
  {
    rfc: Type.Optional(Type.String({ minLength: 12, maxLength: 13 })),
    businessName: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
    regime: Type.Optional(Type.String({ pattern: '^\\d{3}$' })),
    zip: Type.Optional(Type.String({ pattern: '^\\d{5}$' })),
    address: Type.Optional(Type.String({ maxLength: 500 })),
    email: Type.Optional(Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Literal('')])),
    serieFactura: Type.Optional(SERIE),
    foliajeFactura: Type.Optional(FOLIO),
    serieNota: Type.Optional(SERIE),
    foliajeNota: Type.Optional(FOLIO),
    seriePago: Type.Optional(SERIE),
    foliajePago: Type.Optional(FOLIO),
    serieCotizacion: Type.Optional(SERIE),
    folioCotizacion: Type.Optional(FOLIO),
    invoiceCampus: Type.Optional(Nullable(Id)),
    isQuickSale: Type.Optional(Type.Boolean()),
    quickSaleMethodId: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 7 }))),
    pac: Type.Optional(Type.Union([Type.Literal('sandbox'), Type.Literal('sw')])),
    pacUrl: Type.Optional(Type.Union([Type.String({ pattern: '^https?://', maxLength: 300 }), Type.Literal('')])),
    pacUser: Type.Optional(Type.String({ maxLength: 200 })),
    pacPassword: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

const ListQuery = Type.Object(
  {
    page: Type.Optional(Id),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    q: Type.Optional(Type.String({ maxLength: 100 })),
    module: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)])),
    status: Type.Optional(Type.Union([Type.Literal('pendiente'), Type.Literal('timbrada'), Type.Literal('cancelada'), Type.Literal('rechazada')])),
    type: Type.Optional(Type.Union([Type.Literal('I'), Type.Literal('E'), Type.Literal('P')])),
    sort: Type.Optional(Type.Union([Type.Literal('issuedAt'), Type.Literal('folio'), Type.Literal('total')])),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  },
  { additionalProperties: false },
);

const Range = Type.Object({ from: Day, to: Day }, { additionalProperties: false });
const PaymentIdParams = Type.Object({ id: Id });

const InvoiceSummaryFields = {
  id: Type.Integer(),
  module: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
  type: Type.Union([Type.Literal('I'), Type.Literal('E'), Type.Literal('P')]),
  isGlobal: Type.Boolean(),
  serie: Type.String(),
  folio: Type.Integer(),
  uuid: Nullable(Type.String()),
  status: Type.Union([Type.Literal('pendiente'), Type.Literal('timbrada'), Type.Literal('cancelada'), Type.Literal('rechazada')]),
  receiverRfc: Type.String(),
  receiverName: Type.String(),
  total: Type.String({ examples: ['1052.50'] }),
  issuedAt: Type.String(),
  sandbox: Type.Boolean({ description: 'Timbre de prueba sin validez fiscal' }),
  relatedInvoiceId: Nullable(Type.Integer()),
  lastError: Type.String(),
};
/** A payment's invoice panel: 1 once a stamped invoice covers it; its invoices, each with its credit notes. */
const PaymentInvoicesSchema = Type.Object({
  stamped: Type.Union([Type.Literal(0), Type.Literal(1)]),
  invoices: Type.Array(Type.Object({ ...InvoiceSummaryFields, creditNotes: Type.Array(Type.Object(InvoiceSummaryFields)) })),
});
const GlobalBody = Type.Object(
  {
    from: Day,
    to: Day,
    periodicity: Type.String({ pattern: '^\\d{2}$' }),
    months: Type.String({ pattern: '^\\d{2}$' }),
    year: Type.Integer({ minimum: 2022, maximum: 2100 }),
    ids: Type.Optional(Type.Array(Id, { maxItems: 20_000 })),
  },
  { additionalProperties: false },
);

export interface BillingRouteOptions {
  deps: BillingDeps;
}

function contextOf(request: FastifyRequest): BillingContext {
  const auth = callerOf(request);
  return { companyId: auth.companyId, userId: auth.userId, branchOfficeId: request.branchOfficeId };
}

function fileName(row: { serie: string; folio: number; uuid: string | null }): string {
  return `${row.serie ? `${row.serie}-` : ''}${row.folio}${row.uuid ? `_${row.uuid}` : ''}`;
}

export const billingRoutes: FastifyPluginAsyncTypebox<BillingRouteOptions> = async (app, { deps }) => {
  const db = app.db;

  // ---- company ----
  app.get('/api/billing/company', { config: on('/empresa', 'ver'), schema: { tags, security, summary: 'Datos fiscales de la empresa' } }, (request) =>
    getFiscalSettings(db, contextOf(request).companyId),
  );
  app.patch('/api/billing/company', { config: on('/empresa', 'editar'), schema: { tags, security, body: CompanyUpdate } }, (request) =>
    updateFiscalSettings(db, deps.box, contextOf(request).companyId, request.body),
  );
  app.post(
    '/api/billing/company/csd',
    {
      config: on('/empresa', 'editar'),
      bodyLimit: 64 * 1024,
      schema: {
        tags,
        security,
        summary: 'Carga el CSD (.cer y .key en base64 y la contraseña de la llave)',
        body: Type.Object({ cer: Type.String({ minLength: 1, maxLength: 20_000 }), key: Type.String({ minLength: 1, maxLength: 20_000 }), password: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
      },
    },
    (request) => uploadCsd(db, deps.box, contextOf(request).companyId, request.body),
  );
  app.get('/api/billing/folios', { config: on('/folios', 'ver'), schema: { tags, security } }, (request) => foliosOf(db, contextOf(request).companyId));
  app.patch(
    '/api/billing/folios',
    {
      config: on('/folios', 'editar'),
      schema: {
        tags,
        security,
        body: Type.Object(
          {
            serieFactura: Type.Optional(SERIE),
            foliajeFactura: Type.Optional(FOLIO),
            serieNota: Type.Optional(SERIE),
            foliajeNota: Type.Optional(FOLIO),
            seriePago: Type.Optional(SERIE),
            foliajePago: Type.Optional(FOLIO),
            serieCotizacion: Type.Optional(SERIE),
            folioCotizacion: Type.Optional(FOLIO),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      await updateFiscalSettings(db, deps.box, contextOf(request).companyId, request.body);
      return foliosOf(db, contextOf(request).companyId);
    },
  );
  app.get(
    '/api/billing/sat-keys',
    { config: on('/sat/invoice-keys', 'ver'), schema: { tags, security, querystring: Type.Object({ q: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: false }) } },
    (request) => satKeysInUse(db, contextOf(request).companyId, request.query.q ?? ''),
  );

  // ---- invoices ----
  app.get('/api/billing/invoices', { config: on('/facturas', 'ver'), schema: { tags, security, querystring: ListQuery } }, (request) =>
    listInvoices(db, contextOf(request), request.query),
  );
  app.get(
    '/api/billing/ppd-invoices',
    {
      config: on('/facturas', 'ver'),
      schema: {
        tags,
        security,
        summary: 'Facturas en parcialidades (PPD): saldo, complementos de pago y pagos cuyo complemento se debe (vence el día 5 del mes siguiente)',
        querystring: Type.Object(
          { page: Type.Optional(Id), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })), q: Type.Optional(Type.String({ maxLength: 100 })), open: Type.Optional(Type.Boolean()) },
          { additionalProperties: false },
        ),
      },
    },
    (request) => listPpdInvoices(db, contextOf(request).companyId, request.query, summary),
  );
  app.get('/api/billing/credit-notes', { config: on('/notas-credito', 'ver'), schema: { tags, security, querystring: ListQuery } }, (request) =>
    listInvoices(db, contextOf(request), { ...request.query, type: 'E' }),
  );
  app.get(
    '/api/billing/invoices/period-zip',
    {
      config: on('/facturas', 'exportar'),
      schema: {
        tags,
        security,
        summary: 'Zip con el XML y el PDF de cada factura y nota de crédito timbrada del periodo (transmitido)',
        querystring: Type.Object({ from: Day, to: Day, module: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)])) }, { additionalProperties: false }),
      },
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
  app.get('/api/billing/invoices/:id', { config: on('/facturas', 'ver'), schema: { tags, security, params: IdParams } }, (request) =>
    invoiceDetail(db, contextOf(request), request.params.id),
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
  app.post(
    '/api/billing/invoices/:id/email',
    { config: on('/facturas', 'editar'), schema: { tags, security, params: IdParams, body: Type.Object({ to: Type.String({ format: 'email', maxLength: 254 }) }, { additionalProperties: false }) } },
    async (request) => {
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
    },
  );
  app.post('/api/billing/invoices/:id/stamp', { config: on('/facturas', 'editar'), schema: { tags, security, params: IdParams, summary: 'Reintenta timbrar un CFDI pendiente' } }, async (request) => {
    const ctx = contextOf(request);
    await invoiceRow(db, ctx, request.params.id);
    await stampInvoice(deps, request.params.id);
    return invoiceDetail(db, ctx, request.params.id);
  });
  app.post(
    '/api/billing/invoices/:id/cancel',
    {
      config: on('/facturas', 'editar'),
      schema: {
        tags,
        security,
        params: IdParams,
        body: Type.Object(
          { motive: Type.Union([Type.Literal('01'), Type.Literal('02'), Type.Literal('03'), Type.Literal('04')]), substituteUuid: Type.Optional(Type.Union([UUID, Type.Literal('')])) },
          { additionalProperties: false },
        ),
      },
    },
    (request) => cancelInvoice(deps, contextOf(request), request.params.id, request.body),
  );
  app.post(
    '/api/billing/invoices/:id/substitute',
    {
      config: on('/facturas', 'editar'),
      schema: {
        tags,
        security,
        summary: 'Sustituye una factura: emite la sustituta (relación 04) y cancela la original con motivo 01',
        params: IdParams,
        body: Type.Object({ receiver: Type.Optional(Receiver) }, { additionalProperties: false }),
      },
    },
    async (request, reply) => reply.status(201).send(await substituteInvoice(deps, contextOf(request), request.params.id, request.body)),
  );
  app.post(
    '/api/billing/credit-notes',
    {
      config: on('/notas-credito', 'crear'),
      schema: {
        tags,
        security,
        body: Type.Object(
          {
            invoiceId: Id,
            amount: Type.Optional(MONEY),
            returns: Type.Optional(
              Type.Array(Type.Object({ concept: Type.Integer({ minimum: 1, maximum: 100_000 }), quantity: Type.String({ pattern: QUANTITY_PATTERN }) }, { additionalProperties: false }), {
                minItems: 1,
                maxItems: 1000,
              }),
            ),
            description: Type.String({ minLength: 1, maxLength: 1000 }),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request, reply) => reply.status(201).send(await issueCreditNote(deps, contextOf(request), request.body)),
  );
  app.post(
    '/api/billing/invoices/:id/payment-complement',
    {
      config: on('/facturas', 'crear'),
      schema: {
        tags,
        security,
        summary: 'Complemento de pago (Pagos 2.0) de un abono a una factura PPD',
        params: IdParams,
        body: Type.Object(
          { amount: MONEY, form: Type.String({ pattern: '^\\d{2}$' }), paidAt: Type.Optional(LocalDateTime) },
          { additionalProperties: false },
        ),
      },
    },
    async (request, reply) => reply.status(201).send(await issuePaymentComplement(deps, contextOf(request), request.params.id, request.body)),
  );
  app.get('/api/billing/status/:uuid', { config: on('/FacturaStatus', 'ver'), schema: { tags, security, params: Type.Object({ uuid: UUID }) } }, (request) =>
    statusByUuid(db, contextOf(request), request.params.uuid),
  );

  // ---- store payments ----
  const store = '/api/mini-store/sales-payments';
  app.post(`${store}/invoice`, {
    config: on('/facturas', 'crear'),
    schema: {
      tags,
      security,
      summary: 'Factura ventas pagadas a un cliente',
      body: Type.Object(
        { saleIds: Type.Array(Id, { minItems: 1, maxItems: 500 }), receiver: Receiver, paymentForm: Type.Optional(Type.String({ pattern: '^\\d{2}$' })) },
        { additionalProperties: false },
      ),
    },
  }, async (request, reply) => reply.status(201).send(await invoiceStoreSales(deps, contextOf(request), request.body)));
  app.post(`${store}/not-invoiced`, { config: on('/facturas/global', 'ver'), schema: { tags, security, body: Range } }, (request) => {
    if (request.body.from > request.body.to) throw badRequest('La fecha inicial es posterior a la final.', [{ field: 'from', message: 'Debe ser anterior a la fecha final.' }]);
    return notInvoicedStoreSales(db, contextOf(request), request.body);
  });
  app.post(`${store}/global-billing`, { config: on('/facturas/global', 'crear'), schema: { tags, security, body: GlobalBody } }, async (request, reply) =>
    reply.status(201).send(await globalStoreInvoice(deps, contextOf(request), request.body)),
  );
  app.get(`${store}/details-invoice`, { config: on('/sales-history', 'ver'), schema: { tags, security, querystring: Type.Object({ id: Id }, { additionalProperties: false }) } }, async (request) => {
    const ctx = contextOf(request);
    // A sale of another branch office is not found here, as for its detail.
    if (!(await paymentVisible(db, ctx, MODULE.store, request.query.id))) throw notFound('La venta no existe.');
    return paymentInvoices(db, ctx, MODULE.store, request.query.id);
  });
  app.get(`${store}/report/report-store-payment-invoice`, { config: on('/facturas', 'ver'), schema: { tags, security, querystring: Range } }, (request) =>
    storeInvoiceReport(db, contextOf(request), request.query),
  );
  app.post(
    `${store}/report/zip-invoices`,
    {
      config: on('/facturas', 'exportar'),
      schema: {
        tags,
        security,
        summary: 'Zip con el XML y el PDF de las facturas indicadas (cada una una vez; hasta 500 distintas)',
        body: Type.Array(Type.Object({ id: Id }, { additionalProperties: true }), { minItems: 1, maxItems: 5000 }),
      },
    },
    async (request, reply) => {
      const rows = await stampedRows(db, contextOf(request), zipInvoiceIds(request.body));
      if (rows.length === 0) throw new HttpError(409, 'Ninguna de las facturas indicadas está timbrada.');
      const stream = zipInvoices(rows.map((r) => ({ name: fileName(r), invoice: r })));
      return reply.header('content-type', 'application/zip').header('content-disposition', 'attachment; filename="facturas.zip"').send(stream);
    },
  );

  // ---- school (module 3) and academy (module 2) payments ----
  // `history`: the screen whose permission shows a payment's invoice panel (the payment history of the module).
  const chargeModules = [
    { module: 3 as const, base: '/api/school/charges', report: 'report-school-payment-invoice', history: '/colegio/cobros' },
    { module: 2 as const, base: '/api/academies/charges', report: 'report-academia-payment-invoice', history: '/academias/payments' },
  ];
  for (const { module, base, report, history } of chargeModules) {
    app.get(`${base}/payments/:id/invoices`, {
      config: on(history, 'ver'),
      schema: {
        tags,
        security,
        summary: 'Panel de facturas de un pago: sus facturas con sus notas de crédito y la bandera de timbrado',
        params: PaymentIdParams,
        response: { 200: PaymentInvoicesSchema },
      },
    }, async (request) => {
      const ctx = contextOf(request);
      if (!(await paymentVisible(db, ctx, module, request.params.id))) throw notFound('El pago no existe.');
      return paymentInvoices(db, ctx, module, request.params.id);
    });
    app.post(`${base}/payments/invoice`, {
      config: on('/facturas', 'crear'),
      schema: {
        tags,
        security,
        summary: 'Factura pagos cobrados a un cliente',
        body: Type.Object(
          { ids: Type.Array(Id, { minItems: 1, maxItems: 500 }), receiver: Receiver, paymentForm: Type.Optional(Type.String({ pattern: '^\\d{2}$' })) },
          { additionalProperties: false },
        ),
      },
    }, async (request, reply) => reply.status(201).send(await invoicePayments(deps, contextOf(request), module, request.body)));
    app.post(`${base}/payments/not-invoiced`, { config: on('/facturas/global', 'ver'), schema: { tags, security, body: Range } }, (request) =>
      notInvoiced(db, contextOf(request), module, request.body),
    );
    app.post(`${base}/payments/global-billing`, { config: on('/facturas/global', 'crear'), schema: { tags, security, body: GlobalBody } }, async (request, reply) =>
      reply.status(201).send(await globalInvoice(deps, contextOf(request), module, request.body)),
    );
    app.get(`${base}/payments/${report}`, { config: on('/facturas', 'ver'), schema: { tags, security, querystring: Range } }, (request) =>
      chargeInvoiceReport(db, contextOf(request), module, request.query),
    );
    app.post(
      `${base}/invoice/zip-invoices`,
      {
        config: on('/facturas', 'exportar'),
        schema: { tags, security, summary: 'Zip con el XML y el PDF de las facturas indicadas (cada una una vez; hasta 500 distintas)', body: Type.Array(Type.Object({ id: Id }, { additionalProperties: true }), { minItems: 1, maxItems: 5000 }) },
      },
      async (request, reply) => {
        const rows = await stampedRows(db, contextOf(request), zipInvoiceIds(request.body));
        if (rows.length === 0) throw new HttpError(409, 'Ninguna de las facturas indicadas está timbrada.');
        const stream = zipInvoices(rows.map((r) => ({ name: fileName(r), invoice: r })));
        return reply.header('content-type', 'application/zip').header('content-disposition', 'attachment; filename="facturas.zip"').send(stream);
      },
    );
  }
};
