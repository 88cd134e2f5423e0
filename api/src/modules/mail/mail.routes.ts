// HTTP of Correos beyond the generic list: how mail is delivered, a message as a whole .eml, its attachments,
// and putting a failed message back in the queue.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MailDelivery } from '@mikro/contracts';
import { callerOf } from '../../plugins/auth';
import { IdParams } from '../../schemas';
import { attachmentOf, messageWithAttachments, retryMessage } from './outbox.service';
import { MAIL_ROUTE } from './resources';
import { AttachmentParams, MailDeliveryResponse, RetryResponse } from './schemas';
import { composeMessage } from './sender';

const tags = ['mail'];
const security = [{ bearerAuth: [] }];
const on = (action: 'ver' | 'editar') => ({ permission: { route: MAIL_ROUTE, action } });

/** Content-Disposition for a download whose name may carry accents (RFC 6266: an ASCII fallback and the UTF-8 name). */
function downloadAs(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const mailRoutes: FastifyPluginAsyncTypebox<{ delivery: MailDelivery }> = async (app, { delivery }) => {
  app.get(
    '/api/system/mail-delivery',
    { config: on('ver'), schema: { tags, security, summary: 'Cómo se entregan los correos', response: { 200: MailDeliveryResponse } } },
    () => delivery,
  );

  app.get(
    '/api/system/mail-messages/:id/eml',
    { config: on('ver'), schema: { tags, security, summary: 'El correo completo (.eml, con sus adjuntos)', params: IdParams } },
    async (request, reply) => {
      const { message, attachments } = await messageWithAttachments(app.db, callerOf(request).companyId, request.params.id);
      const eml = await composeMessage(message, attachments, delivery.from);
      return reply.header('content-type', 'message/rfc822').header('content-disposition', downloadAs(`correo-${message.id}.eml`)).send(eml);
    },
  );

  app.get(
    '/api/system/mail-messages/:id/attachments/:attachmentId',
    { config: on('ver'), schema: { tags, security, summary: 'Un archivo adjunto de un correo', params: AttachmentParams } },
    async (request, reply) => {
      const attachment = await attachmentOf(app.db, callerOf(request).companyId, request.params.id, request.params.attachmentId);
      return reply.header('content-type', attachment.contentType).header('content-disposition', downloadAs(attachment.fileName)).send(attachment.content);
    },
  );

  app.post(
    '/api/system/mail-messages/:id/retry',
    { config: on('editar'), schema: { tags, security, summary: 'Vuelve a poner en cola un correo fallido', params: IdParams, response: { 200: RetryResponse } } },
    async (request) => {
      await retryMessage(app.db, callerOf(request).companyId, request.params.id);
      return { id: request.params.id, status: 'queued' as const };
    },
  );
};
