import { buildApp } from './app';
import { loadConfig } from './core/config/env';
import { loadEnvFile } from './core/config/env-file';
import { openDatabase } from './core/db/open-database';
import { listenWhileStarting } from './operations/health/starting-responder';

async function main() {
  loadEnvFile();
  const config = loadConfig();
  // Readiness fails, rather than finds no one, while the database is opened and migrated.
  const starting = await listenWhileStarting(config.port, config.host);
  const database = await openDatabase(config);
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  // On an allocation morning thousands of requests can arrive in the same second; node's default
  // queue of 511 connections waiting to be accepted would turn some of them away.
  await starting.close();
  await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  app.log.info(`Hostel Management System on http://localhost:${config.port} using ${where}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
