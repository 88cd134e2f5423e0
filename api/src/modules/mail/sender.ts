// Delivers the outbox over SMTP (nodemailer): claims one due message at a time so that any number of API
// instances send each message once, then records sent, a retry after a back-off, or failed.
import nodemailer, { type Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { onlyRow, rowsOf } from '../../db/rows';
import { mailAttachments, mailMessages } from '../../db/schema/index';

/** The first retry waits a minute; each next one twice as long as the one before, up to an hour. */
export const FIRST_RETRY_DELAY_MS = 60_000;
export const MAX_RETRY_DELAY_MS = 60 * 60_000;
/** A message the server refuses for good (a 5xx answer) is tried this many times in all, then failed. */
export const MAX_REFUSED_ATTEMPTS = 5;
/**
 * How long a claim holds a message. Longer than the slowest send the transport allows (the timeouts below), so
 * a live sender never loses its message; a sender that stopped mid-send lets another take it after this.
 */
export const CLAIM_LEASE_MS = 5 * 60_000;
const TRANSPORT_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 } as const;
/** Messages one run sends at most before giving the event loop and the database back. */
const MESSAGES_PER_RUN = 50;
const MAX_ERROR_LENGTH = 500;

/** The wait before the next try of a message that failed `attempts` times. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_DELAY_MS);
}

type MessageRow = typeof mailMessages.$inferSelect;
type AttachmentRow = typeof mailAttachments.$inferSelect;

/** The host part of the sender's address, which names the Message-ID's domain. */
function domainOf(from: string): string {
  return /@([^\s>]+)/.exec(from)?.[1] ?? 'mikro.local';
}

/** The message as nodemailer builds it, for the SMTP transport and for the .eml download alike. */
export function mailOptionsOf(message: MessageRow, attachments: AttachmentRow[], from: string): Mail.Options {
  return {
    from,
    to: message.toAddress,
    subject: message.subject,
    text: message.text,
    date: message.createdAt,
    // Fixed when queued: a send repeated after a lost answer carries the same id, which receivers deduplicate.
    messageId: `<${message.messageUuid}@${domainOf(from)}>`,
    attachments: attachments.map((attachment) => ({ filename: attachment.fileName, contentType: attachment.contentType, content: attachment.content })),
  };
}

/** The whole message (RFC 5322, attachments included), built by nodemailer's MailComposer. */
export function composeMessage(message: MessageRow, attachments: AttachmentRow[], from: string): Promise<Buffer> {
  return new MailComposer(mailOptionsOf(message, attachments, from)).compile().build();
}

/** SMTP_URL with the transport's timeouts unless the URL sets its own (nodemailer reads them from the query). */
function transportUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, value] of Object.entries(TRANSPORT_TIMEOUTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

interface SmtpFailure {
  code?: unknown;
  responseCode?: unknown;
  message?: unknown;
}

/** A 5xx answer is the server refusing the message itself; a failed login (EAUTH) is the installation's to fix. */
function refusedForGood(error: SmtpFailure): boolean {
  return typeof error.responseCode === 'number' && error.responseCode >= 500 && error.code !== 'EAUTH';
}

function describe(error: SmtpFailure): string {
  const code = typeof error.responseCode === 'number' ? error.responseCode : typeof error.code === 'string' ? error.code : '';
  const message = typeof error.message === 'string' ? error.message : String(error);
  return `${code ? `${code} ` : ''}${message}`.slice(0, MAX_ERROR_LENGTH);
}

export interface SendRun {
  sent: number;
  /** Back in the queue for a later try. */
  retried: number;
  failed: number;
}

export interface MailSenderOptions {
  smtpUrl: string;
  from: string;
  /** The sender's clock (tests move it to show the back-off). */
  clock?: () => Date;
}

export class MailSender {
  private readonly transport: Transporter;
  private readonly clock: () => Date;
  private stopping = false;

  constructor(
    private readonly db: Database,
    private readonly options: MailSenderOptions,
  ) {
    this.transport = nodemailer.createTransport(transportUrl(options.smtpUrl));
    this.clock = options.clock ?? (() => new Date());
  }

  /**
   * Claims one due message: a queued one whose back-off has passed, or one whose sender let its claim expire.
   * SKIP LOCKED makes a concurrent claimer pass over a row being claimed instead of waiting for it; the claim
   * commits before the send, so no transaction stays open while the SMTP server answers.
   */
  private async claim(): Promise<{ id: number; attempts: number } | undefined> {
    const now = this.clock();
    const [claimed] = await rowsOf<{ id: number; attempts: number }>(
      this.db,
      sql`UPDATE mail_messages
          SET status = 'sending', attempts = attempts + 1, claimed_until = ${new Date(now.getTime() + CLAIM_LEASE_MS).toISOString()}::timestamptz, updated_at = now()
          WHERE id = (
            SELECT id FROM mail_messages
            WHERE (status = 'queued' AND next_attempt_at <= ${now.toISOString()}::timestamptz)
               OR (status = 'sending' AND claimed_until < ${now.toISOString()}::timestamptz)
            ORDER BY next_attempt_at, id
            LIMIT 1
            FOR UPDATE SKIP LOCKED)
          RETURNING id, attempts`,
    );
    return claimed;
  }

  /** Sends what is due, one message at a time, until nothing is due, the run's share is sent, or stop() is called. */
  async sendDue(): Promise<SendRun> {
    const run: SendRun = { sent: 0, retried: 0, failed: 0 };
    for (let count = 0; count < MESSAGES_PER_RUN && !this.stopping; count++) {
      const claimed = await this.claim();
      if (!claimed) break;
      const outcome = await this.deliver(claimed.id, claimed.attempts);
      run[outcome] += 1;
    }
    return run;
  }

  private async deliver(id: number, attempts: number): Promise<keyof SendRun> {
    // Messages are never deleted: the row just claimed is there.
    const message = onlyRow(await this.db.select().from(mailMessages).where(eq(mailMessages.id, id)), 'claimed message');
    const attachments = await this.db.select().from(mailAttachments).where(eq(mailAttachments.messageId, id)).orderBy(asc(mailAttachments.position));
    // Only the claim that is still this sender's is recorded: after an expired lease another sender owns the row.
    const ours = and(eq(mailMessages.id, id), eq(mailMessages.status, 'sending'), eq(mailMessages.attempts, attempts));
    try {
      await this.transport.sendMail(mailOptionsOf(message, attachments, this.options.from));
    } catch (error) {
      const failure = error as SmtpFailure;
      if (refusedForGood(failure) && attempts >= MAX_REFUSED_ATTEMPTS) {
        await this.db.update(mailMessages).set({ status: 'failed', claimedUntil: null, lastError: describe(failure) }).where(ours);
        return 'failed';
      }
      const nextAttemptAt = new Date(this.clock().getTime() + retryDelayMs(attempts));
      await this.db.update(mailMessages).set({ status: 'queued', claimedUntil: null, nextAttemptAt, lastError: describe(failure) }).where(ours);
      return 'retried';
    }
    await this.db.update(mailMessages).set({ status: 'sent', sentAt: this.clock(), claimedUntil: null, lastError: null }).where(ours);
    return 'sent';
  }

  /** Ends the run in progress after its current message; the transport's pooled connections close. */
  stop(): void {
    this.stopping = true;
  }

  close(): void {
    this.transport.close();
  }
}
