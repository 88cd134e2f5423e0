// E-mails an invoice (XML + PDF attached). No mail server is assumed: the message is written as an .eml
// file (MIME multipart) to the outbox folder, like password-reset messages.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface Attachment {
  name: string;
  type: string;
  content: Buffer;
}

function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

export async function writeMailWithAttachments(outboxDir: string, mail: { to: string; subject: string; text: string; attachments: Attachment[] }): Promise<string> {
  await mkdir(outboxDir, { recursive: true });
  const id = randomBytes(8).toString('hex');
  const boundary = `mikro-${id}`;
  const wrap = (b64: string) => b64.replace(/.{1,76}/g, '$&\r\n');
  const parts = [
    'From: Mikro ERP <no-reply@mikro.mx>',
    `To: ${mail.to}`,
    `Subject: ${encodeHeader(mail.subject)}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    wrap(Buffer.from(mail.text, 'utf8').toString('base64')),
    ...mail.attachments.flatMap((a) => [
      `--${boundary}`,
      `Content-Type: ${a.type}; name="${a.name}"`,
      'Content-Transfer-Encoding: base64',
      `Content-Disposition: attachment; filename="${a.name}"`,
      '',
      wrap(a.content.toString('base64')),
    ]),
    `--${boundary}--`,
    '',
  ];
  // The random part keeps two messages to one address within a millisecond from overwriting each other.
  const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}-${mail.to.replace(/[^\w.@-]/g, '_')}.eml`);
  await writeFile(file, parts.join('\r\n'), { mode: 0o600 });
  return file;
}
