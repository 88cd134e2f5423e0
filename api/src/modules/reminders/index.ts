// E-mail reminders of school charges to the families' tutors: each campus's settings (API) and the job that every
// API instance runs; a charge is reminded once per stage however many run it (docs/adr/0030-payment-reminders.md).
import type { FastifyPluginAsync } from 'fastify';
import { redactError } from '../../plugins/errors';
import { remindersRoutes } from './reminders.routes';
import { runReminders } from './reminders.service';

export { runReminders };

export interface RemindersModuleOptions {
  /** The address users reach the product at: the e-mail's link to the portal. */
  publicUrl: string;
  /** Milliseconds between runs (0 = no job, e.g. in tests that run it themselves). */
  runEveryMs?: number;
}

export const DEFAULT_REMINDERS_EVERY_MS = 15 * 60_000;

export const remindersModule: FastifyPluginAsync<RemindersModuleOptions> = async (app, options) => {
  await app.register(remindersRoutes);
  const every = options.runEveryMs ?? DEFAULT_REMINDERS_EVERY_MS;
  if (every <= 0) return;
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = runReminders(app.db, { publicUrl: options.publicUrl })
      .then((result) => {
        if (result.messages > 0 || result.unpriced > 0) app.log.info({ reminders: result }, 'payment reminders queued');
      })
      .catch((error: unknown) => app.log.warn({ err: redactError(error) }, 'payment reminders run failed'))
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(run, every);
    timer.unref();
    run();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
};
