// Request and response schemas of the Correos endpoints beyond the generic list.
import { Type } from 'typebox';
import { Id } from '../../schemas';

export const AttachmentParams = Type.Object({ id: Id, attachmentId: Id });

export const MailDeliveryResponse = Type.Object({
  smtp: Type.Boolean({ description: 'Un servidor SMTP (SMTP_URL) entrega los correos; sin él quedan en la bandeja' }),
  from: Type.String({ description: 'Remitente de los correos (MAIL_FROM)' }),
});

/** A retried message is queued again. */
export const RetryResponse = Type.Object({ id: Id, status: Type.Literal('queued') });
