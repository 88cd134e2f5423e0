// Tests of any module read what was e-mailed from the outbox: the messages to an address, oldest first, each with
// its attachments in order.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { mailAttachments, mailMessages } from '../db/schema/index';

export type QueuedMail = typeof mailMessages.$inferSelect & { attachments: (typeof mailAttachments.$inferSelect)[] };

export async function mailsTo(db: Executor, to: string): Promise<QueuedMail[]> {
  const messages = await db.select().from(mailMessages).where(eq(mailMessages.toAddress, to)).orderBy(asc(mailMessages.id));
  if (messages.length === 0) return [];
  const attachments = await db
    .select()
    .from(mailAttachments)
    .where(
      inArray(
        mailAttachments.messageId,
        messages.map((message) => message.id),
      ),
    )
    .orderBy(asc(mailAttachments.position));
  return messages.map((message) => ({ ...message, attachments: attachments.filter((attachment) => attachment.messageId === message.id) }));
}
