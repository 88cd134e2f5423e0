import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth.routes';
import type { MailSettings } from './mailer';
import { catalogRoutes } from './catalog.routes';
import { preferencesRoutes } from './preferences.routes';
import { remotesRoutes } from './remotes.routes';
import { routesRoutes } from './routes.routes';
import { usersRoutes } from './users.routes';

export const systemModule: FastifyPluginAsync<{
  loginRateLimit: { max: number; timeWindowMs: number };
  mail: MailSettings;
  sessionLifetimeMs?: number;
  remoteOrigins?: string[];
}> = async (
  app,
  options,
) => {
  await app.register(authRoutes, { loginRateLimit: options.loginRateLimit, mail: options.mail, sessionLifetimeMs: options.sessionLifetimeMs });
  await app.register(catalogRoutes);
  await app.register(preferencesRoutes);
  await app.register(remotesRoutes, { remoteOrigins: options.remoteOrigins ?? [] });
  await app.register(routesRoutes);
  await app.register(usersRoutes);
};
