import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth.routes';
import { catalogRoutes } from './catalog.routes';
import { preferencesRoutes } from './preferences.routes';
import { remotesRoutes } from './remotes.routes';
import { routesRoutes } from './routes.routes';
import { usersRoutes } from './users.routes';

// A new branch office's company gets the same roles a company starts with.
export { ensureCompanyRoles } from './roles.service';

export const systemModule: FastifyPluginAsync<{
  loginRateLimit: { max: number; timeWindowMs: number; delay?: { firstMs: number; maxMs: number } };
  publicUrl: string;
  sessionLifetimeMs?: number;
  remoteOrigins?: string[];
}> = async (
  app,
  options,
) => {
  await app.register(authRoutes, { loginRateLimit: options.loginRateLimit, publicUrl: options.publicUrl, sessionLifetimeMs: options.sessionLifetimeMs });
  await app.register(catalogRoutes);
  await app.register(preferencesRoutes);
  await app.register(remotesRoutes, { remoteOrigins: options.remoteOrigins ?? [] });
  await app.register(routesRoutes);
  await app.register(usersRoutes);
};
