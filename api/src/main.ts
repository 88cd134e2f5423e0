// Starts the product: configuration, database (migrations + seed), then the HTTP server on one port.
import { buildApp, DEMO_PASSWORD, DEMO_USERS, loadConfig, openDatabase, seedDatabase } from './app';
import { ConfigError } from './config';
import { DataDirLockedError } from './db/lock';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? {
          kind: 'postgres',
          url: config.databaseUrl,
          poolSize: config.databasePoolSize,
          ...(config.databaseDirectUrl ? { directUrl: config.databaseDirectUrl, directPoolSize: config.databaseDirectPoolSize } : {}),
          ...(config.replica ? { replica: config.replica } : {}),
        }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  // Instances starting together on one PostgreSQL take turns: the second finds the migrations applied.
  await database.withStartupLock(async () => {
    await database.migrate();
    await seedDatabase(database.db);
  });
  const app = await buildApp(config, database);

  const stop = async () => {
    // Behind a load balancer: readiness fails first so no new request is routed here, the ones already routed
    // are answered, then the server closes (waiting for those in flight).
    if (config.shutdownDrainMs) {
      app.readiness.draining = true;
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}/pglite`;
  const lines = [
    '',
    `Mikro ERP escuchando en http://localhost:${config.port}`,
    `Documentación de la API: http://localhost:${config.port}/api/docs`,
    `Base de datos: ${where}`,
    `Cuentas de demostración (contraseña ${DEMO_PASSWORD}):`,
    ...DEMO_USERS.map((u) => `  ${u.email}`),
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
