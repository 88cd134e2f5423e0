// Correos' list on the generic engine: the company's messages, newest first, read-only; join=attachments lists
// each message's attachments (their bytes stay out, downloaded one by one).
import { defineEntity, defineResource, many } from '../../crud/index';
import { mailAttachments, mailMessages } from '../../db/schema/index';

export const MAIL_ROUTE = '/system/correos';

const attachmentsEntity = defineEntity({ table: mailAttachments, hidden: ['content'] });

export const mailMessagesResource = defineResource({
  name: 'mail-messages',
  path: '/system/mail-messages',
  table: mailMessages,
  permission: MAIL_ROUTE,
  scope: 'company',
  readOnly: true,
  // The claim's bookkeeping is the sender's, not the reader's.
  hidden: ['messageUuid', 'claimedUntil'],
  defaultSort: [
    { field: 'createdAt', order: 'DESC' },
    { field: 'id', order: 'DESC' },
  ],
  maxLimit: 100,
  relations: { attachments: many(() => attachmentsEntity, 'messageId') },
});
