// Shapes of the e-mail outbox (Correos in mfe-sistema): each message the product sends, its delivery state and
// its attachments.

/** queued: waiting for its first send or its next retry; sending: claimed by a sender now; sent; failed: refused for good. */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** What a message is for. */
export const MAIL_KINDS = ['password-reset', 'invoice', 'statement', 'reminder', 'invitation'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** An attachment as listed with its message (the bytes are downloaded apart). */
export interface MailAttachmentInfo {
  id: number;
  messageId: number;
  position: number;
  fileName: string;
  contentType: string;
  size: number;
}

/** GET /api/system/mail-messages (generic engine, read-only): one message of the company's outbox. */
export interface MailMessage {
  id: number;
  kind: MailKind;
  toAddress: string;
  subject: string;
  text: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  sentAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** With join=attachments. */
  attachments?: MailAttachmentInfo[];
}

/** GET /api/system/mail-delivery: whether an SMTP server delivers the outbox, and the sender's address. */
export interface MailDelivery {
  smtp: boolean;
  from: string;
}
