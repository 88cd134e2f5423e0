// Self-invoicing end to end on the real app: a ticket's link (code stored only as its SHA-256), the public
// summary, the customer's invoice through the staff's invoicing service (store sale, school and academy
// payments), one invoice per ticket, the month rule, the global invoice leaving it out, downloads by signed
// link, the e-mail (at once, or from the retry job when the PAC left the invoice pending), and the refusals an
// attacker meets (unknown code, bad fiscal data, a rate limit shared by every API instance) — never a 500.
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { ChargePaymentReceipt, InvoiceDetail, NotInvoicedItem, PaymentInvoices, SaleDetail, SelfInvoiceLink, SelfInvoiceResult, SelfInvoiceTicket } from '@mikro/contracts';
import { cfdiDate } from '@mikro/domain';
import { onlyRow } from '../../../db/rows';
import { cfdiInvoices, selfInvoiceCodes, storeSales } from '../../../db/schema/index';
import { buildApp } from '../../../app';
import { forEachDatabase, testConfig } from '../../../test-support/databases';
import { academySession, createActivity, createConcept, createExternal, groupBody, type AcademySession } from '../../../test-support/academy';
import { paidTuitionWithIedu, schoolSession } from '../../../test-support/school';
import { createProduct, storeSession, type StoreSession } from '../../../test-support/store';
import { redactUrl } from '../../../plugins/logging';
import { mailsTo } from '../../../test-support/outbox';
import { SELF_INVOICE_RATE_LIMITS, SELF_INVOICE_WINDOW_MS, TOO_MANY_REQUESTS } from './self-invoice.routes';
import { runRetryJob } from '../index';
import type { BillingDeps } from '../documents';
import { PacError, type PacAdapter } from '../pac/pac';
import { SandboxPac } from '../pac/sandbox';
import { secretBox } from '../secrets';
import { selfInvoice } from './self-invoice.service';
import { downloadKeyFrom } from './downloads.service';
import { UNKNOWN_CODE, type SelfInvoiceOptions } from './tickets';

const customer = { rfc: 'GODE561231GR8', name: 'Daniel Gómez Núñez', regime: '612', cfdiUse: 'G03', zip: '64000' };
const other = { rfc: 'LOGR800101AB1', name: 'Roberto López Martínez', regime: '605', cfdiUse: 'D10', zip: '64000' };
const codeOf = (link: SelfInvoiceLink): string => {
  const code = link.url?.split('/autofactura/')[1];
  if (code === undefined) throw new Error(`no self-invoicing code in the link ${link.url}`);
  return code;
};
const today = () => cfdiDate(new Date(), 'America/Mexico_City').slice(0, 10);
let address = 0;

forEachDatabase(
  (ctx) => {
    let cashier: StoreSession;
    let accountant: StoreSession;
    const db = () => ctx.database.db;
    /** A client without a session, from an address of its own (the rate limit counts per address). */
    const visitor = () => {
      address += 1;
      const remoteAddress = `10.20.${Math.floor(address / 250)}.${(address % 250) + 1}`;
      return (method: 'GET' | 'POST', url: string, payload?: object) => ctx.app.inject({ method, url, payload, remoteAddress });
    };

    async function sell(total = '116.00'): Promise<SaleDetail> {
      const productId = await createProduct(db(), cashier, { priceWithIVA: total, price: (Number(total) / 1.16).toFixed(2) });
      const response = await cashier.send('POST', '/api/mini-store/sales', { lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount: total }] });
      expect(response.statusCode).toBe(201);
      return response.json<SaleDetail>();
    }

    async function storeLink(saleId: number, session: StoreSession = cashier): Promise<SelfInvoiceLink> {
      const response = await session.send('POST', `/api/mini-store/sales-payments/${saleId}/self-invoice-link`);
      expect(response).toHaveStatus(200);
      return response.json<SelfInvoiceLink>();
    }

    beforeAll(async () => {
      cashier = await storeSession(ctx.app, 'cajero@mikro.mx', 'Matriz Centro');
      accountant = await storeSession(ctx.app, 'admin@mikro.mx', 'Matriz Centro');
      expect((await cashier.send('POST', '/api/mini-store/cash-register', { openingAmount: '500.00' })).statusCode).toBe(201);
    });

    describe('a store sale', () => {
      let sale: SaleDetail;
      let link: SelfInvoiceLink;
      let spare: SelfInvoiceLink;
      let result: SelfInvoiceResult;

      beforeAll(async () => {
        sale = await sell('116.00');
        link = await storeLink(sale.id);
        spare = await storeLink(sale.id);
      });

      it('prints a link with an unguessable code and its QR; only the code’s SHA-256 is stored', async () => {
        expect(link.available).toBe(true);
        expect(link.url).toMatch(/^http:\/\/localhost:3000\/autofactura\/[A-Za-z0-9_-]{24}$/);
        expect(link.qrSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
        expect(link.lastDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const code = codeOf(link);
        expect(Buffer.from(code, 'base64url')).toHaveLength(18);
        // Every printing gives a new, random code.
        expect(codeOf(spare)).not.toBe(code);
        const rows = await db().select().from(selfInvoiceCodes).where(eq(selfInvoiceCodes.sourceId, sale.id));
        expect(rows.map((r) => r.codeHash).sort()).toEqual([code, codeOf(spare)].map((c) => createHash('sha256').update(c).digest('hex')).sort());
        expect(JSON.stringify(rows)).not.toContain(code);
        expect(rows.every((r) => r.module === 1 && r.invoiceId === null && r.createdBy === cashier.userId)).toBe(true);
      });

      it('shows the customer only the ticket’s summary', async () => {
        const response = await visitor()('GET', `/api/self-invoice/ticket?code=${codeOf(link)}`);
        expect(response.statusCode).toBe(200);
        const ticket = response.json<SelfInvoiceTicket>();
        expect(ticket).toEqual({
          module: 1,
          reference: `${sale.serie}-${sale.folio}`,
          date: new Date(sale.createdAt).toISOString(),
          total: '116.00',
          companyName: 'Colegio Mikro S.C.',
          branchOfficeName: 'Matriz Centro',
          lastDay: link.lastDay,
          state: 'disponible',
          message: null,
        });
      });

      it('refuses fiscal data SAT would refuse with a 400 naming the field', async () => {
        const send = visitor();
        const code = codeOf(link);
        const cases: [object, string, RegExp][] = [
          [{ ...customer, rfc: 'ABC123' }, 'rfc', /formato del SAT/],
          [{ ...customer, rfc: 'XAXX010101000' }, 'rfc', /factura global/],
          [{ ...customer, regime: '601' }, 'regime', /tipo de persona/],
          [{ ...customer, regime: '605', cfdiUse: 'G01' }, 'cfdiUse', /no está permitido/],
          [{ ...customer, zip: '640' }, 'zip', /5 dígitos/],
          [{ ...customer, name: '' }, 'name', /requerido/],
          [{ ...customer, email: 'no-es-correo' }, 'email', /correo/],
        ];
        for (const [body, field, message] of cases) {
          const response = await send('POST', '/api/self-invoice/invoice', { code, ...body });
          expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
          expect(response.json().fields[0].field).toBe(field);
          expect(response.json().fields[0].message).toMatch(message);
        }
        // Nothing was invoiced by the refusals.
        expect((await visitor()('GET', `/api/self-invoice/ticket?code=${code}`)).json<SelfInvoiceTicket>().state).toBe('disponible');
      });

      it('stamps the invoice through the invoicing service, e-mails it to the outbox and gives its downloads', async () => {
        const response = await visitor()('POST', '/api/self-invoice/invoice', { code: codeOf(link), ...customer, email: `daniel.${ctx.kind}@example.com` });
        expect(response).toHaveStatus(201);
        result = response.json<SelfInvoiceResult>();
        expect(result).toMatchObject({ status: 'timbrada', sandbox: true, total: '116.00', receiverRfc: customer.rfc, receiverName: 'DANIEL GÓMEZ NÚÑEZ', emailedTo: `daniel.${ctx.kind}@example.com` });
        expect(result.uuid).toMatch(/^[0-9A-F-]{36}$/);
        expect(result.downloads!.pdf).toMatch(/^\/api\/self-invoice\/download\/pdf\?invoice=\d+&expires=\d+&token=[A-Za-z0-9_-]{43}$/);
        // The staff see it in the sale's invoice panel, stamped; the code points at it.
        const panel = (await accountant.send('GET', `/api/mini-store/sales-payments/details-invoice?id=${sale.id}`)).json<PaymentInvoices>();
        expect(panel).toMatchObject({ stamped: 1, invoices: [{ status: 'timbrada', receiverRfc: customer.rfc, uuid: result.uuid }] });
        const used = onlyRow(await db().select().from(selfInvoiceCodes).where(eq(selfInvoiceCodes.codeHash, createHash('sha256').update(codeOf(link)).digest('hex'))));
        expect(used.invoiceId).toBe(onlyRow(panel.invoices).id);
        const mail = onlyRow(await mailsTo(db(), `daniel.${ctx.kind}@example.com`));
        expect(mail).toMatchObject({ kind: 'invoice', subject: `Factura ${result.serie}-${result.folio}` });
        expect(mail.attachments.map((attachment) => attachment.contentType)).toEqual(['application/xml', 'application/pdf']);
      });

      it('downloads the stamped XML and the PDF with the signed links, and nothing with an altered or expired one', async () => {
        const send = visitor();
        const xml = await send('GET', result.downloads!.xml);
        expect(xml.statusCode).toBe(200);
        expect(xml.headers['content-disposition']).toMatch(/^attachment; filename=".+\.xml"$/);
        expect(xml.body).toContain(`Rfc="${customer.rfc}"`);
        expect(xml.body).toContain(`UUID="${result.uuid}"`);
        const pdf = await send('GET', result.downloads!.pdf);
        expect(pdf.statusCode).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

        const url = new URL(result.downloads!.pdf, 'http://x');
        const invoice = Number(url.searchParams.get('invoice'));
        const altered = await send('GET', `/api/self-invoice/download/pdf?invoice=${invoice + 1}&expires=${url.searchParams.get('expires')}&token=${url.searchParams.get('token')}`);
        expect(altered.statusCode).toBe(404);
        // A link signed with the right key but already expired.
        const expires = Math.floor(Date.now() / 1000) - 1;
        const token = createHmac('sha256', downloadKeyFrom(testConfig().jwtSecret)).update(`${invoice}.${expires}`).digest('base64url');
        const expired = await send('GET', `/api/self-invoice/download/xml?invoice=${invoice}&expires=${expires}&token=${token}`);
        expect(expired.statusCode).toBe(404);
        expect(expired.json().message).toBe('El enlace de descarga no es válido o ya venció.');
        // A staff invoice (not self-issued) is never served by a download link, even a correctly signed one.
        const staffSale = await sell('58.00');
        const staff = (await accountant.send('POST', '/api/mini-store/sales-payments/invoice', { saleIds: [staffSale.id], receiver: other })).json<InvoiceDetail>();
        const later = Math.floor(Date.now() / 1000) + 600;
        const forged = createHmac('sha256', downloadKeyFrom(testConfig().jwtSecret)).update(`${staff.id}.${later}`).digest('base64url');
        expect((await send('GET', `/api/self-invoice/download/xml?invoice=${staff.id}&expires=${later}&token=${forged}`)).statusCode).toBe(404);
      });

      it('says the ticket is invoiced on reopening, and a second attempt answers 409 without another RFC getting the links', async () => {
        const send = visitor();
        const ticket = (await send('GET', `/api/self-invoice/ticket?code=${codeOf(link)}`)).json<SelfInvoiceTicket>();
        expect(ticket).toMatchObject({ state: 'facturado', message: expect.stringMatching(/ya fue facturado/) });
        expect(JSON.stringify(ticket)).not.toContain(customer.rfc);

        // Another printing of the same ticket, and another RFC: refused, no links, no data of the invoice.
        const stranger = await send('POST', '/api/self-invoice/invoice', { code: codeOf(spare), ...other });
        expect(stranger.statusCode).toBe(409);
        expect(stranger.json().message).toMatch(/ya fue facturado/);
        expect(stranger.body).not.toMatch(/download|GODE561231GR8|DANIEL|uuid/i);
        const strangerLinks = await send('POST', '/api/self-invoice/downloads', { code: codeOf(spare), rfc: other.rfc });
        expect(strangerLinks.statusCode).toBe(409);
        expect(strangerLinks.body).not.toMatch(/download/);

        // The same customer again: still 409 (one invoice per ticket), with their invoice's links.
        const again = await send('POST', '/api/self-invoice/invoice', { code: codeOf(link), ...customer });
        expect(again.statusCode).toBe(409);
        expect(again.json().invoice).toMatchObject({ uuid: result.uuid, status: 'timbrada' });
        expect((await send('GET', again.json().invoice.downloads.xml)).statusCode).toBe(200);
        const links = await send('POST', '/api/self-invoice/downloads', { code: codeOf(spare), rfc: customer.rfc.toLowerCase() });
        expect(links.statusCode).toBe(200);
        expect(links.json<SelfInvoiceResult>().uuid).toBe(result.uuid);

        // Only one invoice was issued for the ticket.
        const panel = (await accountant.send('GET', `/api/mini-store/sales-payments/details-invoice?id=${sale.id}`)).json<PaymentInvoices>();
        expect(panel.invoices).toHaveLength(1);
        // And the ticket prints no new link.
        expect(await storeLink(sale.id)).toMatchObject({ available: false, url: null, qrSvg: null, reason: expect.stringMatching(/ya fue facturado/) });
      });

      it('leaves the global invoice: the not-invoiced query no longer lists it', async () => {
        const pending = await sell('29.00');
        const response = await accountant.send('POST', '/api/mini-store/sales-payments/not-invoiced', { from: today(), to: today() });
        expect(response.statusCode).toBe(200);
        const ids = response.json<NotInvoicedItem[]>().map((item) => item.id);
        expect(ids).toContain(pending.id);
        expect(ids).not.toContain(sale.id);
      });
    });

    describe('an invoice the PAC left pending', () => {
      const secret = testConfig().jwtSecret;

      /** A self-invoice whose stamping the PAC left pending (a timeout), and the PAC double that answers later. */
      async function pendingSelfInvoice(to: string) {
        const sandbox = new SandboxPac();
        const pac = { failing: true, stamps: 0 };
        const flaky: PacAdapter = {
          name: 'sandbox',
          sandbox: true,
          stamp: async (xml) => {
            pac.stamps += 1;
            if (pac.failing) throw new PacError('El PAC no respondió a tiempo.', true);
            return sandbox.stamp(xml);
          },
          cancel: (request) => sandbox.cancel(request),
          status: (uuid) => sandbox.status(uuid),
        };
        // Each call stands for one API instance's dependencies.
        const depsOf = (): BillingDeps => ({ db: db(), box: secretBox(secret), pacFor: () => flaky });
        const options: SelfInvoiceOptions = { deps: depsOf(), publicUrl: testConfig().publicUrl, downloadKey: downloadKeyFrom(secret) };
        const link = await storeLink((await sell('87.00')).id);
        const result = await selfInvoice(options, { code: codeOf(link), ...customer, email: to });
        expect(result).toMatchObject({ status: 'pendiente', uuid: null, downloads: null, emailedTo: null });
        const invoiceId = onlyRow(await db().select().from(selfInvoiceCodes).where(eq(selfInvoiceCodes.codeHash, createHash('sha256').update(codeOf(link)).digest('hex')))).invoiceId!;
        // Due for these runs (10 s) but not for the app's own job (30 s), which would stamp with the working sandbox.
        const stale = () => db().update(cfdiInvoices).set({ updatedAt: sql`now() - interval '20 seconds'` }).where(eq(cfdiInvoices.id, invoiceId));
        const job = async () => {
          await stale();
          await runRetryJob(depsOf(), 10_000);
        };
        return { pac, link, invoiceId, job, depsOf };
      }

      it('is e-mailed once when the retry job stamps it later, also with two instances running the job', async () => {
        const to = `tarde.${ctx.kind}@example.com`;
        const { pac, link, invoiceId, job, depsOf } = await pendingSelfInvoice(to);
        expect(await mailsTo(db(), to)).toHaveLength(0);
        // A run while the PAC still fails sends nothing.
        await job();
        expect(await mailsTo(db(), to)).toHaveLength(0);

        // The PAC answers again; two instances run the job at the same time: one stamp, one e-mail.
        pac.failing = false;
        const before = pac.stamps;
        await Promise.all([job(), job()]);
        expect(pac.stamps).toBe(before + 1);
        const stamped = onlyRow(await db().select().from(cfdiInvoices).where(eq(cfdiInvoices.id, invoiceId)));
        expect(stamped.status).toBe('timbrada');
        const mail = onlyRow(await mailsTo(db(), to));
        expect(mail.subject).toBe(`Factura ${stamped.serie}-${stamped.folio}`);
        expect(mail.attachments.map((attachment) => attachment.contentType)).toEqual(['application/xml', 'application/pdf']);
        expect(mail.attachments[0]?.content.toString('utf8')).toBe(stamped.stampedXml);

        // Later runs, and asking for the links again, send nothing more.
        await job();
        await runRetryJob(depsOf(), 0);
        const again = await visitor()('POST', '/api/self-invoice/downloads', { code: codeOf(link), rfc: customer.rfc });
        expect(again.json<SelfInvoiceResult>()).toMatchObject({ status: 'timbrada', uuid: stamped.uuid, emailedTo: null });
        expect(await mailsTo(db(), to)).toHaveLength(1);
      });

      it('is e-mailed by a later run when queueing the message fails', async () => {
        const to = `reintento.${ctx.kind}@example.com`;
        const { pac, job } = await pendingSelfInvoice(to);
        pac.failing = false;
        // The outbox refuses this one message while the trigger exists.
        await db().execute(sql.raw(`CREATE FUNCTION refuse_mail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'outbox unavailable'; END $$`));
        await db().execute(sql.raw(`CREATE TRIGGER refuse_mail BEFORE INSERT ON mail_messages FOR EACH ROW WHEN (NEW.to_address = '${to}') EXECUTE FUNCTION refuse_mail()`));
        // drizzle reports the failed statement; the database's reason is its cause.
        await expect(job()).rejects.toMatchObject({ cause: expect.objectContaining({ message: 'outbox unavailable' }) });
        await db().execute(sql.raw('DROP TRIGGER refuse_mail ON mail_messages'));
        await db().execute(sql.raw('DROP FUNCTION refuse_mail()'));
        expect(await mailsTo(db(), to)).toHaveLength(0);
        await job();
        expect(await mailsTo(db(), to)).toHaveLength(1);
      });

      it('is not e-mailed again by the job when it was stamped, and e-mailed, at once', async () => {
        const to = `pronto.${ctx.kind}@example.com`;
        const sale = await sell('64.00');
        const response = await visitor()('POST', '/api/self-invoice/invoice', { code: codeOf(await storeLink(sale.id)), ...customer, email: to });
        expect(response.json<SelfInvoiceResult>()).toMatchObject({ status: 'timbrada', emailedTo: to });
        expect(await mailsTo(db(), to)).toHaveLength(1);
        const deps: BillingDeps = { db: db(), box: secretBox(testConfig().jwtSecret), pacFor: () => new SandboxPac() };
        await runRetryJob(deps, 0);
        expect(await mailsTo(db(), to)).toHaveLength(1);
      });
    });

    describe('tickets that cannot be self-invoiced', () => {
      it('refuses a ticket the staff invoiced, even to the same RFC, without giving that invoice’s links', async () => {
        const sale = await sell('40.00');
        const link = await storeLink(sale.id);
        expect((await accountant.send('POST', '/api/mini-store/sales-payments/invoice', { saleIds: [sale.id], receiver: customer })).statusCode).toBe(201);
        const response = await visitor()('POST', '/api/self-invoice/invoice', { code: codeOf(link), ...customer });
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe('Este ticket ya fue facturado; sólo se emite una factura por ticket.');
        expect(response.json().invoice).toBeUndefined();
        expect((await visitor()('POST', '/api/self-invoice/downloads', { code: codeOf(link), rfc: customer.rfc })).statusCode).toBe(409);
      });

      it('refuses a ticket already in the global invoice', async () => {
        const sale = await sell('35.00');
        const link = await storeLink(sale.id);
        const now = new Date();
        const global = await accountant.send('POST', '/api/mini-store/sales-payments/global-billing', {
          from: today(),
          to: today(),
          periodicity: '01',
          months: today().slice(5, 7),
          year: now.getFullYear(),
          ids: [sale.id],
        });
        expect(global).toHaveStatus(201);
        const response = await visitor()('POST', '/api/self-invoice/invoice', { code: codeOf(link), ...customer });
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toMatch(/factura global/);
        expect((await visitor()('GET', `/api/self-invoice/ticket?code=${codeOf(link)}`)).json<SelfInvoiceTicket>().state).toBe('facturado');
      });

      it('refuses a cancelled sale', async () => {
        const sale = await sell('20.00');
        const link = await storeLink(sale.id);
        expect((await cashier.send('POST', `/api/mini-store/sales/${sale.id}/returns`, { reason: 'Cancelación' })).statusCode).toBe(200);
        const send = visitor();
        expect((await send('GET', `/api/self-invoice/ticket?code=${codeOf(link)}`)).json<SelfInvoiceTicket>()).toMatchObject({ state: 'cancelado', message: 'La venta fue cancelada; no se puede facturar.' });
        const response = await send('POST', '/api/self-invoice/invoice', { code: codeOf(link), ...customer });
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe('La venta fue cancelada; no se puede facturar.');
        expect(await storeLink(sale.id)).toMatchObject({ available: false, reason: 'La venta fue cancelada; no se puede facturar.' });
      });

      it('refuses a ticket of another month with the same 404 as an unknown code', async () => {
        const sale = await sell('12.00');
        const link = await storeLink(sale.id);
        // 45 days back is always another calendar month.
        await db().update(storeSales).set({ createdAt: sql`now() - interval '45 days'` }).where(eq(storeSales.id, sale.id));
        const send = visitor();
        const expired = await send('GET', `/api/self-invoice/ticket?code=${codeOf(link)}`);
        const unknown = await send('GET', `/api/self-invoice/ticket?code=${'A'.repeat(24)}`);
        expect(expired.statusCode).toBe(404);
        expect(unknown.statusCode).toBe(404);
        expect(expired.json()).toEqual(unknown.json());
        expect(expired.json().message).toBe(UNKNOWN_CODE);
        const refused = await send('POST', '/api/self-invoice/invoice', { code: codeOf(link), ...customer });
        expect(refused.statusCode).toBe(404);
        expect(refused.json().message).toBe(UNKNOWN_CODE);
        // The ticket stays for the global invoice of its month; a reprint says why it has no link.
        expect(await storeLink(sale.id)).toMatchObject({ available: false, reason: expect.stringMatching(/^El plazo para facturar este ticket terminó el \d{2}\/\d{2}\/\d{4}\.$/) });
      });

      it('answers 404 for unknown codes, 400 for malformed ones, and never a 500 on hostile input', async () => {
        const send = visitor();
        expect((await send('POST', '/api/self-invoice/invoice', { code: 'NoExiste_123', ...customer })).statusCode).toBe(404);
        expect((await send('POST', '/api/self-invoice/downloads', { code: 'NoExiste_123', rfc: customer.rfc })).statusCode).toBe(404);
        expect((await send('GET', '/api/self-invoice/ticket?code=%27%20OR%201%3D1--')).statusCode).toBe(400);
        expect((await send('GET', '/api/self-invoice/ticket')).statusCode).toBe(400);
        expect((await send('GET', `/api/self-invoice/ticket?code=${'A'.repeat(65)}`)).statusCode).toBe(400);
        expect((await send('POST', '/api/self-invoice/invoice', { code: 'A\u0000B', ...customer })).statusCode).toBe(400);
        expect((await send('GET', '/api/self-invoice/download/exe?invoice=1&expires=1&token=x')).statusCode).toBe(400);
        expect((await send('GET', '/api/self-invoice/download/pdf?invoice=99999999999&expires=1&token=x')).statusCode).toBe(400);
        expect((await send('GET', '/api/self-invoice/download/pdf?invoice=1&expires=1&token=x')).statusCode).toBe(404);
      });

      it('limits each client address; another address is still served', async () => {
        const send = visitor();
        const answers: number[] = [];
        for (let i = 0; i <= SELF_INVOICE_RATE_LIMITS.read; i += 1) answers.push((await send('GET', `/api/self-invoice/ticket?code=${'B'.repeat(24)}`)).statusCode);
        expect(answers.slice(0, -1).every((status) => status === 404)).toBe(true);
        const limited = await send('GET', `/api/self-invoice/ticket?code=${'B'.repeat(24)}`);
        expect(limited.statusCode).toBe(429);
        expect(limited.json().message).toBe(TOO_MANY_REQUESTS);
        expect(limited.headers['retry-after']).toBeDefined();
        // Malformed requests count too (the limit runs before validation).
        expect((await send('GET', '/api/self-invoice/ticket?code=!')).statusCode).toBe(429);
        expect((await visitor()('GET', `/api/self-invoice/ticket?code=${'B'.repeat(24)}`)).statusCode).toBe(404);
      });

      describe('on two API instances over one database', () => {
        let second: FastifyInstance;
        beforeAll(async () => {
          second = await buildApp(testConfig(), ctx.database);
          await second.ready();
        });
        afterAll(() => second.close());

        it('counts one shared limit per client address: attempts split across both are refused once it is reached', async () => {
          const remoteAddress = '10.77.0.1';
          const attempt = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/api/self-invoice/downloads', payload: { code: 'C'.repeat(24), rfc: customer.rfc }, remoteAddress });
          const answers: number[] = [];
          for (let i = 0; i < SELF_INVOICE_RATE_LIMITS.write; i += 1) answers.push((await attempt(i % 2 ? second : ctx.app)).statusCode);
          expect(answers.every((status) => status === 404)).toBe(true);
          for (const app of [ctx.app, second]) {
            const limited = await attempt(app);
            expect(limited.statusCode).toBe(429);
            expect(limited.json().message).toBe(TOO_MANY_REQUESTS);
            expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
            expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(SELF_INVOICE_WINDOW_MS / 1000);
          }
          // Another address, on either instance, is still served; so is another route for the same address.
          for (const app of [ctx.app, second]) {
            expect((await app.inject({ method: 'POST', url: '/api/self-invoice/downloads', payload: { code: 'C'.repeat(24), rfc: customer.rfc }, remoteAddress: '10.77.0.2' })).statusCode).toBe(404);
          }
          expect((await second.inject({ method: 'GET', url: `/api/self-invoice/ticket?code=${'C'.repeat(24)}`, remoteAddress })).statusCode).toBe(404);
        });

        it('counts an IPv6 /64 network as one client', async () => {
          const attempt = (app: FastifyInstance, host: number) =>
            app.inject({ method: 'POST', url: '/api/self-invoice/downloads', payload: { code: 'D'.repeat(24), rfc: customer.rfc }, remoteAddress: `2001:db8:77:1::${host.toString(16)}` });
          for (let i = 0; i < SELF_INVOICE_RATE_LIMITS.write; i += 1) expect((await attempt(i % 2 ? second : ctx.app, i + 1)).statusCode).toBe(404);
          expect((await attempt(second, 999)).statusCode).toBe(429);
          expect((await ctx.app.inject({ method: 'POST', url: '/api/self-invoice/downloads', payload: { code: 'D'.repeat(24), rfc: customer.rfc }, remoteAddress: '2001:db8:77:2::1' })).statusCode).toBe(404);
        });
      });

      it('issues links only to the screens that print them, for the caller’s own payments', async () => {
        const sale = await sell('10.00');
        const school = await schoolSession(ctx.app);
        expect((await school.send('POST', `/api/mini-store/sales-payments/${sale.id}/self-invoice-link`)).statusCode).toBe(403);
        expect((await cashier.send('POST', `/api/school/charges/payments/${sale.id}/self-invoice-link`)).statusCode).toBe(403);
        expect((await ctx.app.inject({ method: 'POST', url: `/api/mini-store/sales-payments/${sale.id}/self-invoice-link` })).statusCode).toBe(401);
        expect((await cashier.send('POST', '/api/mini-store/sales-payments/2147483647/self-invoice-link')).statusCode).toBe(404);
        const north = await storeSession(ctx.app, 'admin@mikro.mx', 'Sucursal Norte');
        expect((await north.send('POST', `/api/mini-store/sales-payments/${sale.id}/self-invoice-link`)).statusCode).toBe(404);
      });
    });

    describe('a school payment', () => {
      it('is self-invoiced from its receipt’s link, with the IEDU complement, and leaves the global invoice', async () => {
        const school = await schoolSession(ctx.app);
        const payment = await paidTuitionWithIedu(db(), school);

        const linkResponse = await school.send('POST', `/api/school/charges/payments/${payment.id}/self-invoice-link`);
        expect(linkResponse.statusCode).toBe(200);
        const link = linkResponse.json<SelfInvoiceLink>();
        expect(link.available).toBe(true);
        const send = visitor();
        const ticket = (await send('GET', `/api/self-invoice/ticket?code=${codeOf(link)}`)).json<SelfInvoiceTicket>();
        expect(ticket).toMatchObject({ module: 3, reference: `${payment.serie}-${payment.folio}`, total: payment.total, state: 'disponible' });
        const response = await send('POST', '/api/self-invoice/invoice', { code: codeOf(link), ...other, email: '' });
        expect(response).toHaveStatus(201);
        const result = response.json<SelfInvoiceResult>();
        expect(result).toMatchObject({ status: 'timbrada', receiverRfc: other.rfc, total: payment.total, emailedTo: null });
        const xml = await send('GET', result.downloads!.xml);
        expect(xml.body).toContain('iedu:instEducativas');
        expect(xml.body).toContain('CURP="LOGA150310MNLPRN09"');

        const accountantSchool = await schoolSession(ctx.app, 'admin@mikro.mx');
        const panel = (await accountantSchool.send('GET', `/api/school/charges/payments/${payment.id}/invoices`)).json<PaymentInvoices>();
        expect(panel).toMatchObject({ stamped: 1, invoices: [{ module: 3, uuid: result.uuid }] });
        const notInvoiced = (await accountantSchool.send('POST', '/api/school/charges/payments/not-invoiced', { from: today(), to: today() })).json<NotInvoicedItem[]>();
        expect(notInvoiced.map((p) => p.id)).not.toContain(payment.id);
        expect((await send('POST', '/api/self-invoice/invoice', { code: codeOf(link), ...customer })).statusCode).toBe(409);
      });
    });

    describe('an academy payment', () => {
      let admin: AcademySession;
      const paidPayment = async (): Promise<ChargePaymentReceipt> => {
        const activityId = await createActivity(db(), admin);
        // 1,160.00 with IVA is 1,000.00 + 160.00 to the centavo, so the invoice (IVA per concept) totals what the receipt does.
        const conceptId = await createConcept(db(), admin, { price: '1160.00', conceptType: 'Monthly', withIva: true, name: `Mensualidad ${activityId}` });
        const group = await admin.send('POST', '/api/academies/groups', groupBody(activityId, { concepts: [{ conceptId, dueDay: 10 }] }));
        expect(group.statusCode).toBe(201);
        const externalId = await createExternal(db(), admin);
        expect((await admin.send('POST', '/api/academies/inscriptions', { groupId: group.json().id, externalId, inscriptionDate: '2026-03-15' })).statusCode).toBe(201);
        const charge = onlyRow((await admin.send('GET', `/api/academies/charges?externalId=${externalId}&status=all`)).json<{ id: number }[]>());
        const quote = (await admin.send('POST', '/api/academies/charges/payments/quote', { lines: [{ chargeId: charge.id }] })).json<{ total: string }>();
        const paid = await admin.send('POST', '/api/academies/charges/payments', { lines: [{ chargeId: charge.id }], methods: [{ methodId: 1, amount: quote.total }] });
        expect(paid.statusCode).toBe(201);
        return paid.json<ChargePaymentReceipt>();
      };
      const academyLink = async (id: number) => (await admin.send('POST', `/api/academies/charges/payments/${id}/self-invoice-link`)).json<SelfInvoiceLink>();

      beforeAll(async () => {
        admin = await academySession(ctx.app, 'escolar@mikro.mx');
      });

      it('is self-invoiced from its receipt’s link and leaves the global invoice', async () => {
        const payment = await paidPayment();
        const link = await academyLink(payment.id);
        expect(link.available).toBe(true);
        const send = visitor();
        expect((await send('GET', `/api/self-invoice/ticket?code=${codeOf(link)}`)).json<SelfInvoiceTicket>()).toMatchObject({ module: 2, total: payment.total, state: 'disponible' });
        const response = await send('POST', '/api/self-invoice/invoice', { code: codeOf(link), ...customer });
        expect(response).toHaveStatus(201);
        expect(response.json<SelfInvoiceResult>()).toMatchObject({ status: 'timbrada', total: payment.total, receiverRfc: customer.rfc });
        const accountantAcademy = await academySession(ctx.app, 'admin@mikro.mx');
        const notInvoiced = (await accountantAcademy.send('POST', '/api/academies/charges/payments/not-invoiced', { from: today(), to: today() })).json<NotInvoicedItem[]>();
        expect(notInvoiced.map((p) => p.id)).not.toContain(payment.id);
        expect((await send('GET', `/api/self-invoice/ticket?code=${codeOf(link)}`)).json<SelfInvoiceTicket>().state).toBe('facturado');
      });

      it('refuses a cancelled payment', async () => {
        const payment = await paidPayment();
        const link = await academyLink(payment.id);
        expect((await admin.send('POST', `/api/academies/charges/payments/${payment.id}/cancel`, { reason: 'Pago duplicado' })).statusCode).toBe(200);
        const response = await visitor()('POST', '/api/self-invoice/invoice', { code: codeOf(link), ...customer });
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe('El pago fue cancelado; no se puede facturar.');
      });
    });
  },
);

describe('the request log', () => {
  it('never keeps a self-invoicing code: the page path is redacted, the API carries it in the query or the body', () => {
    expect(redactUrl('/autofactura/HkiYf3fLIAUa1Wd3VM23YnpX')).toBe('/autofactura/[redacted]');
    expect(redactUrl('/autofactura/HkiYf3fLIAUa1Wd3VM23YnpX?x=1')).toBe('/autofactura/[redacted]?x=[redacted]');
    expect(redactUrl('/api/self-invoice/ticket?code=HkiYf3fLIAUa1Wd3VM23YnpX')).toBe('/api/self-invoice/ticket?code=[redacted]');
    expect(redactUrl('/api/self-invoice/download/pdf?invoice=1&expires=2&token=abc')).toBe('/api/self-invoice/download/pdf?invoice=[redacted]&expires=[redacted]&token=[redacted]');
  });
});
