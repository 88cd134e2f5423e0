// Outgoing e-mail. No mail server is assumed on an installation, so messages are written as .eml
// files to an outbox folder (DATA_DIR/outbox) that an operator or a relay can pick up.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface MailSettings {
  outboxDir: string;
  publicUrl: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export async function sendMail(outboxDir: string, mail: OutgoingMail): Promise<string> {
  await mkdir(outboxDir, { recursive: true });
  const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^\w.@-]/g, '_')}.eml`);
  const message = [
    'From: Mikro ERP <no-reply@mikro.mx>',
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    mail.text,
    '',
  ].join('\r\n');
  await writeFile(file, message, { mode: 0o600 });
  return file;
}
