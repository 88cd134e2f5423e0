// Correos from the administrator's side: the company's outbox paged and searchable, a message with its
// attachments, the whole message as .eml, a failed message queued again — and nothing of another company's.
// With no SMTP server (the embedded default) a password-reset link is read here and works.
import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { MailDelivery, MailMessage, Paginated } from '@mikro/contracts';
import { onlyRow } from '../../db/rows';
import { companies, mailMessages, rolePermissions } from '../../db/schema/index';
import { seedDatabase } from '../../db/seed/index';
import { forEachDatabase } from '../../test-support/databases';
import { branchSession, type BranchSession } from '../../test-support/session';
import { queueMail } from './index';
import { MESSAGE_NOT_FOUND, ONLY_FAILED_RETRY } from './outbox.service';

const CORREOS_ROUTE_ID = 141;
const USERS_ROUTE_ID = 105;

forEachDatabase((ctx) => {
  let admin: BranchSession;
  let companyId: number;
  let otherCompanyMessage: number;
  let invoiceMessage: number;
  const xml = Buffer.from('<cfdi:Comprobante Folio="12" Nombre="NÚÑEZ"/>', 'utf8');
  const pdf = Buffer.from('%PDF-1.7 contenido binario \u0000\u00ff', 'latin1');
  const db = () => ctx.database.db;
  const list = async (query: string) => {
    const response = await admin.send('GET', `/api/system/mail-messages?${query}`);
    expect(response).toHaveStatus(200);
    return response.json<Paginated<MailMessage>>();
  };

  beforeAll(async () => {
    admin = await branchSession(ctx.app, 'admin@mikro.mx');
    companyId = admin.companyId;
    invoiceMessage = await queueMail(db(), {
      companyId,
      kind: 'invoice',
      to: 'cliente.correos@example.com',
      subject: 'Factura F-12',
      text: 'Adjuntamos su CFDI F-12 en XML y PDF.',
      attachments: [
        { name: 'F-12.xml', type: 'application/xml', content: xml },
        { name: 'F-12 Núñez.pdf', type: 'application/pdf', content: pdf },
      ],
    });
    const other = onlyRow(await db().insert(companies).values({ name: 'Otra Escuela', rfc: 'OES010101AAA' }).returning({ id: companies.id }));
    otherCompanyMessage = await queueMail(db(), { companyId: other.id, kind: 'invoice', to: 'cliente.correos@example.com', subject: 'Factura de otra escuela', text: 'Privado' });
  });

  it('reads a password-reset link in Correos while no SMTP server is configured, and the link works', async () => {
    const delivery = await admin.send('GET', '/api/system/mail-delivery');
    expect(delivery.json<MailDelivery>()).toEqual({ smtp: false, from: 'Mikro ERP <no-reply@mikro.mx>' });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/system/auth/forgot-password', payload: { email: 'escolar@mikro.mx' } })).statusCode).toBe(202);

    const page = await list(`filter=${encodeURIComponent('toAddress$$$eq$$escolar@mikro.mx')}&page=1&limit=10`);
    const reset = page.data[0];
    expect(reset).toMatchObject({ kind: 'password-reset', status: 'queued', attempts: 0, subject: 'Restablecer su contraseña de Mikro ERP' });
    const key = /\/reset-password\/([\w-]+)/.exec(reset?.text ?? '')?.[1];
    expect(key).toBeDefined();
    const response = await ctx.app.inject({ method: 'POST', url: '/api/system/auth/reset-password', payload: { key, password: 'DesdeCorreos1!', passwordConfirm: 'DesdeCorreos1!' } });
    expect(response).toHaveStatus(200);
  });

  it('lists the company’s messages newest first, paged, searchable by recipient or subject, without another company’s', async () => {
    for (const n of [1, 2, 3]) await queueMail(db(), { companyId, kind: 'reminder', to: `tutor${n}.correos@example.com`, subject: `Recordatorio de pago ${n}`, text: 'Hola' });
    const search = encodeURIComponent(JSON.stringify({ $or: [{ toAddress: { $contL: 'correos@example' } }, { subject: { $contL: 'correos@example' } }] }));
    const first = await list(`s=${search}&page=1&limit=2`);
    expect(first).toMatchObject({ total: 4, count: 2, page: 1, pageCount: 2 });
    expect(first.data.map((message) => message.subject)).toEqual(['Recordatorio de pago 3', 'Recordatorio de pago 2']);
    const bySubject = encodeURIComponent(JSON.stringify({ subject: { $contL: 'factura' } }));
    expect((await list(`s=${bySubject}&page=1&limit=10`)).data.map((message) => message.id)).toEqual([invoiceMessage]);
    const everything = await list('page=1&limit=100');
    expect(everything.data.map((message) => message.id)).not.toContain(otherCompanyMessage);
    // The sender's bookkeeping is not part of what is read.
    expect(everything.data[0]).not.toHaveProperty('messageUuid');
  });

  it('shows a message with its attachments, downloads each one intact and the whole message as .eml', async () => {
    const detail = await admin.send('GET', `/api/system/mail-messages/${invoiceMessage}?join=attachments`);
    expect(detail).toHaveStatus(200);
    const message = detail.json<MailMessage>();
    expect(message).toMatchObject({ subject: 'Factura F-12', text: 'Adjuntamos su CFDI F-12 en XML y PDF.', status: 'queued' });
    const attachments = [...(message.attachments ?? [])].sort((a, b) => a.position - b.position);
    expect(attachments.map((a) => [a.fileName, a.contentType, a.size])).toEqual([
      ['F-12.xml', 'application/xml', xml.length],
      ['F-12 Núñez.pdf', 'application/pdf', pdf.length],
    ]);
    expect(attachments[0]).not.toHaveProperty('content');

    const file = await admin.send('GET', `/api/system/mail-messages/${invoiceMessage}/attachments/${attachments[1]?.id}`);
    expect(file).toHaveStatus(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="F-12 Nunez.pdf"; filename*=UTF-8''F-12%20N%C3%BA%C3%B1ez.pdf`);
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const eml = await admin.send('GET', `/api/system/mail-messages/${invoiceMessage}/eml`);
    expect(eml).toHaveStatus(200);
    expect(eml.headers['content-type']).toBe('message/rfc822');
    const parsed = await simpleParser(eml.rawPayload);
    expect(parsed.subject).toBe('Factura F-12');
    expect(parsed.attachments.map((a) => a.filename)).toEqual(['F-12.xml', 'F-12 Núñez.pdf']);
    expect(parsed.attachments[0]?.content.equals(xml)).toBe(true);
    expect(parsed.attachments[1]?.content.equals(pdf)).toBe(true);
  });

  it('answers 404 for another company’s message, however it is asked for', async () => {
    for (const url of [`/api/system/mail-messages/${otherCompanyMessage}`, `/api/system/mail-messages/${otherCompanyMessage}/eml`]) {
      expect(await admin.send('GET', url)).toHaveStatus(404);
    }
    const retry = await admin.send('POST', `/api/system/mail-messages/${otherCompanyMessage}/retry`);
    expect(retry).toHaveStatus(404);
    expect(retry.json().message).toBe(MESSAGE_NOT_FOUND);
    expect(onlyRow(await db().select().from(mailMessages).where(eq(mailMessages.id, otherCompanyMessage))).status).toBe('queued');
  });

  it('queues a failed message again, and refuses to for one that is not failed', async () => {
    const refused = await admin.send('POST', `/api/system/mail-messages/${invoiceMessage}/retry`);
    expect(refused).toHaveStatus(409);
    expect(refused.json().message).toBe(ONLY_FAILED_RETRY);
    await db().update(mailMessages).set({ status: 'failed', attempts: 5, lastError: '550 Buzón inexistente' }).where(eq(mailMessages.id, invoiceMessage));
    const retried = await admin.send('POST', `/api/system/mail-messages/${invoiceMessage}/retry`);
    expect(retried).toHaveStatus(200);
    expect(retried.json()).toEqual({ id: invoiceMessage, status: 'queued' });
    expect(onlyRow(await db().select().from(mailMessages).where(eq(mailMessages.id, invoiceMessage)))).toMatchObject({ status: 'queued', attempts: 5, lastError: '550 Buzón inexistente' });
  });

  it('is not readable without the Correos permission', async () => {
    const cashier = await branchSession(ctx.app, 'cajero@mikro.mx');
    expect(await cashier.send('GET', '/api/system/mail-messages?page=1&limit=10')).toHaveStatus(403);
    expect(await cashier.send('GET', `/api/system/mail-messages/${invoiceMessage}/eml`)).toHaveStatus(403);
    expect(await cashier.send('GET', '/api/system/mail-delivery')).toHaveStatus(403);
  });

  describe('a database seeded before Correos existed', () => {
    it('gives Correos, once, to the roles that manage the users', async () => {
      await db().delete(rolePermissions).where(eq(rolePermissions.routeId, CORREOS_ROUTE_ID));
      await seedDatabase(db());
      const holders = async (routeId: number) =>
        (await db().select({ roleId: rolePermissions.roleId }).from(rolePermissions).where(eq(rolePermissions.routeId, routeId))).map((row) => row.roleId);
      const managers = [...new Set(await holders(USERS_ROUTE_ID))].sort();
      expect([...new Set(await holders(CORREOS_ROUTE_ID))].sort()).toEqual(managers);
      expect(managers.length).toBeGreaterThan(0);
    });
  });
});
