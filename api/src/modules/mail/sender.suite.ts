// The sender against a real SMTP server in this process: what it delivers arrives whole, a refusing server is
// retried with a growing wait, a server that cannot be reached never loses a message, and two senders on one
// outbox never send a message twice. The sender's clock is moved instead of waiting.
import { randomBytes } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { onlyRow } from '../../db/rows';
import { companies, mailMessages } from '../../db/schema/index';
import { forEachDatabase, testConfig } from '../../test-support/databases';
import { retryMessage } from './outbox.service';
import { CLAIM_LEASE_MS, MailSender, MAX_REFUSED_ATTEMPTS, retryDelayMs } from './sender';
import { queueMail } from './index';
import { deadSmtpUrl, startTestSmtp, type TestSmtp } from './test-smtp';

const FROM = 'Colegio Mikro <avisos@colegio-mikro.mx>';
const MINUTE = 60_000;

/** A sender whose clock the test sets. */
function senderAt(db: ConstructorParameters<typeof MailSender>[0], smtpUrl: string, start: Date) {
  const clock = { now: start };
  const sender = new MailSender(db, { smtpUrl, from: FROM, clock: () => clock.now });
  return { sender, clock, later: (ms: number) => (clock.now = new Date(clock.now.getTime() + ms)) };
}

it('waits a minute before the first retry, twice as long each time after, and never more than an hour', () => {
  expect([1, 2, 3, 4, 5, 6, 7, 20].map((attempts) => retryDelayMs(attempts) / MINUTE)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
});

forEachDatabase((ctx) => {
  const db = () => ctx.database.db;
  let companyId: number;
  const servers: TestSmtp[] = [];
  const senders: MailSender[] = [];

  beforeAll(async () => {
    companyId = onlyRow(await db().select({ id: companies.id }).from(companies).limit(1)).id;
  });
  // Each test starts from an outbox with nothing left to send.
  beforeEach(async () => {
    await db().execute(sql`UPDATE mail_messages SET status = 'sent', claimed_until = NULL WHERE status IN ('queued', 'sending')`);
  });
  afterEach(async () => {
    for (const sender of senders.splice(0)) sender.close();
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  async function smtp(answer?: Parameters<typeof startTestSmtp>[0]): Promise<TestSmtp> {
    const server = await startTestSmtp(answer);
    servers.push(server);
    return server;
  }
  // A second after what the test queued: the database stamps a message's next attempt to the microsecond, so a
  // clock read in the same millisecond would find the last one queued not due yet.
  function sender(smtpUrl: string, start = new Date(Date.now() + 1000)) {
    const made = senderAt(db(), smtpUrl, start);
    senders.push(made.sender);
    return made;
  }
  const row = async (id: number) => onlyRow(await db().select().from(mailMessages).where(eq(mailMessages.id, id)));
  const to = (name: string) => `${name}.${ctx.kind}.${randomBytes(3).toString('hex')}@example.com`;
  const queue = (address: string, subject = 'Aviso') => queueMail(db(), { companyId, kind: 'reminder', to: address, subject, text: 'Hola' });

  it('delivers the message with its attachments intact, under a Message-ID fixed when it was queued', async () => {
    const server = await smtp();
    const address = to('familia');
    const xml = Buffer.from('<?xml version="1.0" encoding="UTF-8"?><cfdi:Comprobante Nombre="NÚÑEZ GÓMEZ"/>', 'utf8');
    const pdf = randomBytes(20_000);
    const id = await queueMail(db(), {
      companyId,
      kind: 'invoice',
      to: address,
      subject: 'Factura F-12 · Señora Núñez',
      text: 'Adjuntamos su factura en XML y PDF.\nGracias por su preferencia.',
      attachments: [
        { name: 'F-12_ÁRBOL.xml', type: 'application/xml', content: xml },
        { name: 'F-12.pdf', type: 'application/pdf', content: pdf },
      ],
    });
    const { sender: mailer } = sender(server.url);

    expect(await mailer.sendDue()).toEqual({ sent: 1, retried: 0, failed: 0 });

    const mail = onlyRow(server.received);
    expect(mail.subject).toBe('Factura F-12 · Señora Núñez');
    expect(mail.text?.trim()).toBe('Adjuntamos su factura en XML y PDF.\nGracias por su preferencia.');
    expect(mail.from?.value).toEqual([{ address: 'avisos@colegio-mikro.mx', name: 'Colegio Mikro' }]);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['F-12_ÁRBOL.xml', 'application/xml'],
      ['F-12.pdf', 'application/pdf'],
    ]);
    expect(mail.attachments[0]?.content.equals(xml)).toBe(true);
    expect(mail.attachments[1]?.content.equals(pdf)).toBe(true);
    const stored = await row(id);
    expect(mail.messageId).toBe(`<${stored.messageUuid}@colegio-mikro.mx>`);
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, lastError: null, claimedUntil: null });
    expect(stored.sentAt).toBeInstanceOf(Date);
  });

  it('retries a message the server refuses for now, after one minute and then two, and sends it', async () => {
    const server = await smtp((n) => (n <= 2 ? { code: 451, message: 'Intente más tarde' } : 'accept'));
    const id = await queue(to('reintento'));
    const { sender: mailer, clock, later } = sender(server.url);
    const start = clock.now;

    expect(await mailer.sendDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 1, nextAttemptAt: new Date(start.getTime() + MINUTE) });
    expect((await row(id)).lastError).toMatch(/^451 /);

    later(MINUTE - 1_000);
    expect(await mailer.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(server.offered()).toBe(1);

    later(1_000);
    expect(await mailer.sendDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 2, nextAttemptAt: new Date(start.getTime() + 3 * MINUTE) });

    later(2 * MINUTE);
    expect(await mailer.sendDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(server.received).toHaveLength(1);
  });

  it(`fails a message the server refuses for good after ${MAX_REFUSED_ATTEMPTS} tries, and an administrator may queue it again`, async () => {
    const server = await smtp(() => ({ code: 550, message: 'Buzón inexistente' }));
    const id = await queue(to('inexistente'));
    const { sender: mailer, later } = sender(server.url);

    const runs = [];
    for (let attempt = 1; attempt <= MAX_REFUSED_ATTEMPTS; attempt++) {
      runs.push(await mailer.sendDue());
      later(2 * 60 * MINUTE);
    }
    expect(runs.map((run) => (run.failed ? 'failed' : run.retried ? 'retried' : 'none'))).toEqual(['retried', 'retried', 'retried', 'retried', 'failed']);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_REFUSED_ATTEMPTS });
    expect(failed.lastError).toMatch(/^550 .*Buzón inexistente/);

    later(24 * 60 * MINUTE);
    expect(await mailer.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(server.offered()).toBe(MAX_REFUSED_ATTEMPTS);

    await retryMessage(db(), companyId, id, new Date());
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: MAX_REFUSED_ATTEMPTS, lastError: failed.lastError });
  });

  it('keeps a message queued while the server cannot be reached, however long, and sends it once the server is back', async () => {
    const id = await queue(to('caido'));
    const dead = sender(await deadSmtpUrl());
    for (let attempt = 1; attempt <= 8; attempt++) {
      expect(await dead.sender.sendDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
      dead.later(2 * 60 * MINUTE);
    }
    const waiting = await row(id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 8 });
    expect(waiting.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);
    // The back-off stopped growing at an hour.
    expect(waiting.nextAttemptAt.getTime() - (dead.clock.now.getTime() - 2 * 60 * MINUTE)).toBe(60 * MINUTE);

    const server = await smtp();
    const live = sender(server.url, dead.clock.now);
    expect(await live.sender.sendDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 9 });
    expect(onlyRow(server.received).messageId).toBe(`<${waiting.messageUuid}@colegio-mikro.mx>`);
  });

  it('sends each message once when two instances run their senders on the same outbox at the same time', async () => {
    const server = await smtp();
    const ids = [];
    for (let n = 0; n < 12; n++) ids.push(await queue(to(`familia${n}`), `Aviso ${n}`));
    const first = sender(server.url);
    const second = sender(server.url);

    const [a, b] = await Promise.all([first.sender.sendDue(), second.sender.sendDue()]);

    expect(a.sent + b.sent).toBe(12);
    expect(server.received).toHaveLength(12);
    expect(new Set(server.received.map((mail) => mail.messageId)).size).toBe(12);
    const rows = await db().select().from(mailMessages).where(inArray(mailMessages.id, ids));
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(ids.map(() => ['sent', 1]));
  });

  it('takes over a message whose sender stopped mid-send once its claim expires, and not before', async () => {
    const server = await smtp();
    const id = await queue(to('huerfano'));
    const { sender: mailer, clock, later } = sender(server.url);
    // Another instance claimed it and stopped before recording the outcome.
    await db()
      .update(mailMessages)
      .set({ status: 'sending', attempts: 1, claimedUntil: new Date(clock.now.getTime() + CLAIM_LEASE_MS) })
      .where(eq(mailMessages.id, id));

    expect(await mailer.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    later(CLAIM_LEASE_MS + 1_000);
    expect(await mailer.sendDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(server.received).toHaveLength(1);
  });

  describe('the sender loop of the API', () => {
    it('delivers a password-reset e-mail queued while no SMTP server was configured as soon as an instance with one starts', async () => {
      const address = 'contador@mikro.mx';
      const forgot = await ctx.app.inject({ method: 'POST', url: '/api/system/auth/forgot-password', payload: { email: address } });
      expect(forgot.statusCode).toBe(202);
      const server = await smtp();

      const withSmtp = await buildApp(testConfig({ smtpUrl: server.url, mailFrom: FROM }), ctx.database);
      await withSmtp.ready();
      const [mail] = await server.receivedCount(1);
      await withSmtp.close();

      expect(mail?.to).toMatchObject({ text: address });
      expect(mail?.text).toMatch(/\/reset-password\/[\w-]+/);
      const [stored] = await db().select().from(mailMessages).where(eq(mailMessages.toAddress, address)).orderBy(sql`id DESC`).limit(1);
      expect(stored).toMatchObject({ kind: 'password-reset', status: 'sent', attempts: 1 });
    });

    it('closes only after the message it is sending has been answered and recorded', async () => {
      let answer: () => void = () => undefined;
      const answered = new Promise<'accept'>((resolve) => (answer = () => resolve('accept')));
      const server = await smtp(() => answered);
      const id = await queue(to('cierre'));
      const withSmtp = await buildApp(testConfig({ smtpUrl: server.url, mailFrom: FROM }), ctx.database);
      await withSmtp.ready();
      await server.offeredCount(1);
      expect(await row(id)).toMatchObject({ status: 'sending' });

      const closing = withSmtp.close();
      answer();
      await closing;

      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, claimedUntil: null });
    });
  });
});
