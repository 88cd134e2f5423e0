// E-mail: one outbox for every message the product sends (password resets, invoices, and what comes next), the
// Correos endpoints that read it, and — when SMTP_URL names a server — the sender loop that delivers it.
// Other modules queue through queueMail (queueMails for many without attachments); nothing else writes a message.
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { registerResource } from '../../crud/index';
import { redactError } from '../../plugins/errors';
import { mailRoutes } from './mail.routes';
import { mailMessagesResource } from './resources';
import { MailSender } from './sender';

export { queueMail, queueMails, type OutgoingAttachment, type OutgoingMail } from './outbox.service';

export interface MailModuleOptions {
  /** smtp(s)://user:password@host:port; unset: messages stay in the outbox, read in Correos. */
  smtpUrl?: string;
  from: string;
  /** Milliseconds between sender runs while SMTP_URL is set (0 = no loop, e.g. in tests that run the sender themselves). */
  sendEveryMs?: number;
}

export const DEFAULT_SEND_EVERY_MS = 5_000;

/**
 * Runs the sender at once (what waited for a restart goes out), then every `everyMs`, one run at a time. stop()
 * ends the timer, lets the run in progress finish its current message (the database is closed after the app),
 * then closes the SMTP connections.
 */
function startSending(sender: MailSender, everyMs: number, log: FastifyBaseLogger): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = sender
      .sendDue()
      .then((result) => {
        if (result.retried > 0 || result.failed > 0) log.warn({ mail: result }, 'some e-mails were not delivered; they are retried or marked failed');
      })
      .catch((error: unknown) => log.warn({ err: redactError(error) }, 'mail sender run failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      sender.stop();
      await running;
      sender.close();
    },
  };
}

export const mailModule: FastifyPluginAsync<MailModuleOptions> = async (app, options) => {
  registerResource(app, mailMessagesResource);
  await app.register(mailRoutes, { delivery: { smtp: Boolean(options.smtpUrl), from: options.from } });
  const every = options.sendEveryMs ?? DEFAULT_SEND_EVERY_MS;
  const smtpUrl = options.smtpUrl;
  if (!smtpUrl) {
    app.log.info('SMTP_URL is not set: e-mails stay in the outbox, where administrators read them (Correos)');
    return;
  }
  if (every <= 0) return;
  let sending: { stop(): Promise<void> } | null = null;
  app.addHook('onReady', async () => {
    sending = startSending(new MailSender(app.db, { smtpUrl, from: options.from }), every, app.log);
  });
  app.addHook('onClose', async () => {
    await sending?.stop();
  });
};
