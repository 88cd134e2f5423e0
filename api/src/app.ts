// The API factory: plugins first (cross-cutting), then the feature modules.
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { DEFAULT_MAIL_FROM, type AppConfig } from './config';
import type { AppDatabase } from './db/client';
import { authPlugin } from './plugins/auth';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { healthPlugin } from './plugins/health';
import { inputGuardPlugin } from './plugins/input-guard';
import { lazySchemaController } from './plugins/lazy-schema-compilers';
import { loggerOptions } from './plugins/logging';
import { nameRegisteredPlugins } from './plugins/plugin-names';
import { parseQueryString } from './plugins/query-string';
import { securityPlugin } from './plugins/security';
import { staticPlugin } from './plugins/static';
import { swaggerPlugin } from './plugins/swagger';
import { catalogsModule } from './modules/catalogs/index';
import { helpersRoutes } from './modules/helpers/index';
import { systemModule } from './modules/system/index';
import { storeModule } from './modules/store/index';
import { schoolModule } from './modules/school/index';
import { adminModule } from './modules/admin/index';
import { filesRoutes } from './modules/files/index';
import { reportsModule } from './modules/reports/index';
import { academyModule } from './modules/academy/index';
import { billingModule } from './modules/billing/index';
import { closePdfPool } from './pdf/pool';
import { closeWorkerPool } from './workers/run';
import { mailModule } from './modules/mail/index';
import { portalModule } from './modules/portal/index';
import { onlinePaymentsModule } from './modules/online-payments/index';
import { remindersModule } from './modules/reminders/index';

export type { AppConfig } from './config';
export { loadConfig } from './config';
export { openDatabase, type AppDatabase, type OpenDatabaseOptions } from './db/client';
export { seedDatabase, DEMO_PASSWORD, DEMO_USERS } from './db/seed/index';

const trustNearestHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

export async function buildApp(config: AppConfig, database: AppDatabase): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger ? loggerOptions(process.env.LOG_LEVEL || 'info') : false,
    // qs's reading with a large arrayLimit and a fast path (plugins/query-string.ts).
    // ignoreTrailingSlash: the generic client asks for `GET /resource/` and `GET /resource/{id}/`.
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseQueryString },
    // Each route's schemas compile on its first request (the plugin says why).
    schemaController: lazySchemaController,
    // request.ip is the client's address only through the proxies the configuration trusts (TRUST_PROXY).
    // A hop count trusts that many proxies nearest the server (proxy-addr's own reading of a number, which
    // Fastify's types leave out).
    trustProxy: typeof config.trustProxy === 'number' ? trustNearestHops(config.trustProxy) : (config.trustProxy ?? false),
  });

  nameRegisteredPlugins(app);
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(databasePlugin, { database });
  await app.register(securityPlugin);
  await app.register(cookie);
  await app.register(swaggerPlugin);
  await app.register(authPlugin, { jwtSecret: config.jwtSecret });

  await app.register(healthPlugin);

  await app.register(mailModule, { smtpUrl: config.smtpUrl, from: config.mailFrom ?? DEFAULT_MAIL_FROM });
  await app.register(systemModule, {
    loginRateLimit: config.loginRateLimit,
    publicUrl: config.publicUrl,
    sessionLifetimeMs: config.sessionLifetimeMs,
    remoteOrigins: config.remoteOrigins,
  });
  await app.register(catalogsModule);
  await app.register(storeModule);
  await app.register(schoolModule);
  await app.register(adminModule);
  await app.register(filesRoutes);
  await app.register(reportsModule);
  await app.register(academyModule);
  await app.register(billingModule, { secret: config.jwtSecret, publicUrl: config.publicUrl, pacAllowedOrigins: config.pacAllowedOrigins ?? [] });
  await app.register(portalModule, { publicUrl: config.publicUrl, secret: config.jwtSecret });
  await app.register(remindersModule, { publicUrl: config.publicUrl });
  await app.register(onlinePaymentsModule, { gateway: config.paymentGateway });
  await app.register(helpersRoutes);
  await app.register(staticPlugin, { staticRoot: config.staticRoot, remoteOrigins: config.remoteOrigins });
  // The PDF render and worker threads end with the app (a later task, e.g. of another app in the same process,
  // starts them again).
  app.addHook('onClose', closePdfPool);
  app.addHook('onClose', closeWorkerPool);
  return app;
}
