// Correos: the company's e-mail outbox. The list is the generic engine's (read-only); a message's attachments
// and the whole message (.eml) are downloaded apart, and a failed message can be queued again.
import type { MailAttachmentInfo, MailDelivery, MailMessage } from '@mikro/contracts';
import { http } from '@mikro/api-client/core';
import { createResourceClient } from '../resources/createResourceClient';
import { saveBlob } from './download';

export const mailMessagesApi = createResourceClient<MailMessage, never, never>('/system/mail-messages');

export const mailApi = {
  /** Whether an SMTP server delivers the outbox, and the sender's address. */
  delivery: async () => (await http.get<MailDelivery>('/system/mail-delivery')).data,
  /** One message with its attachments listed. */
  message: (id: number) => mailMessagesApi.get(id, { join: [{ field: 'attachments' }] }),
  retry: async (id: number) => (await http.post<{ id: number; status: 'queued' }>(`/system/mail-messages/${id}/retry`)).data,
  downloadAttachment: async (attachment: MailAttachmentInfo) =>
    saveBlob(
      (await http.get<Blob>(`/system/mail-messages/${attachment.messageId}/attachments/${attachment.id}`, { responseType: 'blob' })).data,
      attachment.fileName,
    ),
  downloadEml: async (id: number) => saveBlob((await http.get<Blob>(`/system/mail-messages/${id}/eml`, { responseType: 'blob' })).data, `correo-${id}.eml`),
};
