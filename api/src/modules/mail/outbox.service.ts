// The outbox: queueing a message (in the caller's transaction when it has one), and what Correos reads of it.
import { and, asc, eq } from 'drizzle-orm';
import type { MailKind } from '@mikro/contracts';
import type { Executor } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { mailAttachments, mailMessages } from '../../db/schema/index';
import { HttpError, notFound } from '../../plugins/errors';

export interface OutgoingAttachment {
  /** The file name the recipient sees. */
  name: string;
  /** Its MIME type, e.g. application/pdf. */
  type: string;
  content: Buffer;
}

export interface OutgoingMail {
  /** The company the message is sent for: only its administrators read it in Correos. */
  companyId: number;
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  attachments?: OutgoingAttachment[];
}

export const MESSAGE_NOT_FOUND = 'No existe ese correo';
export const ONLY_FAILED_RETRY = 'Solo un correo fallido se puede reintentar; los demás ya están en cola o enviados';

/**
 * Queues a message with its attachments, all or nothing. Given an open transaction it joins it, so the message
 * exists exactly when the caller's change commits (a reset key, an invoice). Answers the message's id.
 */
export async function queueMail(db: Executor, mail: OutgoingMail): Promise<number> {
  return db.transaction(async (tx) => {
    const { id } = onlyRow(
      await tx
        .insert(mailMessages)
        .values({ companyId: mail.companyId, kind: mail.kind, toAddress: mail.to, subject: mail.subject, text: mail.text })
        .returning({ id: mailMessages.id }),
    );
    const attachments = mail.attachments ?? [];
    if (attachments.length > 0) {
      await tx.insert(mailAttachments).values(
        attachments.map((attachment, position) => ({
          messageId: id,
          position,
          fileName: attachment.name,
          contentType: attachment.type,
          size: attachment.content.length,
          content: attachment.content,
        })),
      );
    }
    return id;
  });
}

/**
 * Many messages without attachments in one statement (a payment-reminder run's), in the caller's transaction when
 * given one, as queueMail does for one. Answers their ids in the order given.
 */
export async function queueMails(db: Executor, mails: readonly Omit<OutgoingMail, 'attachments'>[]): Promise<number[]> {
  if (mails.length === 0) return [];
  const rows = await db
    .insert(mailMessages)
    .values(mails.map((mail) => ({ companyId: mail.companyId, kind: mail.kind, toAddress: mail.to, subject: mail.subject, text: mail.text })))
    .returning({ id: mailMessages.id });
  return rows.map((row) => row.id);
}

/** A message of the company with its attachments' bytes, in order; 404 for another company's or an unknown id. */
export async function messageWithAttachments(db: Executor, companyId: number, id: number) {
  const [message] = await db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.id, id), eq(mailMessages.companyId, companyId)));
  if (!message) throw notFound(MESSAGE_NOT_FOUND);
  const attachments = await db.select().from(mailAttachments).where(eq(mailAttachments.messageId, id)).orderBy(asc(mailAttachments.position));
  return { message, attachments };
}

/** One attachment of a company's message. */
export async function attachmentOf(db: Executor, companyId: number, messageId: number, attachmentId: number) {
  const [row] = await db
    .select({ fileName: mailAttachments.fileName, contentType: mailAttachments.contentType, content: mailAttachments.content })
    .from(mailAttachments)
    .innerJoin(mailMessages, eq(mailMessages.id, mailAttachments.messageId))
    .where(and(eq(mailAttachments.id, attachmentId), eq(mailAttachments.messageId, messageId), eq(mailMessages.companyId, companyId)));
  if (!row) throw notFound('No existe ese archivo adjunto');
  return row;
}

/**
 * Puts a failed message back in the queue, to be sent on the sender's next run; its attempts and last error stay
 * as its history. Only a failed one: a queued or sending one is already on its way, a sent one was delivered.
 */
export async function retryMessage(db: Executor, companyId: number, id: number, now = new Date()): Promise<void> {
  const [updated] = await db
    .update(mailMessages)
    .set({ status: 'queued', nextAttemptAt: now, claimedUntil: null })
    .where(and(eq(mailMessages.id, id), eq(mailMessages.companyId, companyId), eq(mailMessages.status, 'failed')))
    .returning({ id: mailMessages.id });
  if (updated) return;
  const [exists] = await db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(and(eq(mailMessages.id, id), eq(mailMessages.companyId, companyId)));
  if (!exists) throw notFound(MESSAGE_NOT_FOUND);
  throw new HttpError(409, ONLY_FAILED_RETRY);
}
