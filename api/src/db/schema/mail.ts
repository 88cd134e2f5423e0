// The outbox of e-mail: every message the product sends is a row here first, with its attachments, and the
// sender loop delivers it (docs/adr/0025-mail-outbox.md). Without an SMTP server the rows stay queued and the
// administrator reads them in Correos.
import { sql } from 'drizzle-orm';
import type { MailKind, MailStatus } from '@mikro/contracts';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { bytea, timestamps } from './columns';
import { companyColumn } from './scoping';

export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    /** What the message is for (password-reset, invoice…): shown in Correos, never branched on by the sender. */
    kind: varchar('kind', { length: 40 }).$type<MailKind>().notNull(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    text: text('text').notNull(),
    /** The Message-ID's unique part, fixed when queued: a retry after an unanswered send repeats the same id. */
    messageUuid: uuid('message_uuid').notNull().defaultRandom(),
    status: varchar('status', { length: 10 }).$type<MailStatus>().notNull().default('queued'),
    /** Sends tried so far (each claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A queued message is not claimed before this moment (the back-off after a failed send). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** While sending: the claim's lease. A sender that stopped mid-send leaves it to expire, then another claims it. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    check('mail_messages_status_ck', sql`${t.status} IN ('queued', 'sending', 'sent', 'failed')`),
    // What the sender looks for on every run: only the messages still to deliver.
    index('mail_messages_due_idx').on(t.nextAttemptAt).where(sql`${t.status} IN ('queued', 'sending')`),
    index('mail_messages_company_idx').on(t.companyId, t.createdAt),
  ],
);

export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
    /** Order in the message, from 0. */
    position: smallint('position').notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [uniqueIndex('mail_attachments_message_position_uq').on(t.messageId, t.position)],
);
