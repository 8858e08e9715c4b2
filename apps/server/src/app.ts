import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { apiRoutes } from './api-routes';
import { createChangeFeed } from './core/cache/change-feed';
import type { Config } from './core/config/env';
import type { DatabaseHandle } from './core/db/database';
import { resolveJwtSecret, type ThrottleLimits } from './features/auth';
import { logOptions } from './log-options';
import { createAppMetrics } from './operations/metrics/metrics-registry';
import { requestMetrics } from './operations/metrics/request-metrics';
import { appJobs } from './operations/jobs/app-jobs';
import { apiDocs } from './plugins/api-docs';
import { authentication } from './plugins/authentication';
import { errorHandler, frameworkErrors } from './plugins/error-handler';
import { inFlightRequests } from './plugins/in-flight-requests';
import { requestIds } from './plugins/request-ids';
import { isWrite, overload } from './plugins/overload';
import { routeTable } from './plugins/route-table';
import { security } from './plugins/security';
import { webApp } from './plugins/web-app';
import { createServices } from './services';
import { passKeyFrom } from './features/gate';
import { guardianLinkKeyFrom } from './features/leave';

const ONE_MEGABYTE = 1024 * 1024;
/** How long closing waits for requests still being worked on; within docker stop's 10 s. */
const CLOSE_GRACE_MS = 5_000;

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  throttleLimits?: ThrottleLimits;
  /** Where the log goes instead of stdout: a test reading what the server logs. */
  logStream?: { write: (line: string) => void };
};

/** Builds the whole application; the caller owns listening. Closing the app closes the database. */
export async function buildApp({ config, database, throttleLimits, logStream }: AppOptions) {
  const app = Fastify({
    logger: logOptions(config.logLevel, logStream),
    bodyLimit: ONE_MEGABYTE,
    trustProxy: config.trustProxy,
    genReqId: requestIds(config.proxyRequestIdHeader),
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Closing stops new requests at once, then waits a while for those still being worked on,
  // answered or abandoned, before the database goes.
  app.addHook('onClose', async () => {
    await app.requestsSettled(CLOSE_GRACE_MS);
    await database.close();
  });

  await app.register(routeTable);
  await app.register(inFlightRequests);
  await app.register(errorHandler);
  if (config.overloadInFlight > 0) {
    await app.register(overload, {
      maxInFlight: config.overloadInFlight,
      maxWritesAtOnce: config.overloadInFlightWrites,
      writeWaitMs: config.overloadWriteWaitMs,
      retryAfterSeconds: 2,
    });
  }
  await app.register(security, { hsts: config.hsts });
  await app.register(apiDocs);
  const serverSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  await app.register(authentication, {
    secret: serverSecret,
    expiresIn: config.jwtExpiresIn,
    db: database.db,
  });

  const services = createServices({
    db: database.db,
    config,
    throttleLimits,
    signToken: (user) => app.signToken(user),
    keys: {
      gatePass: passKeyFrom(serverSecret),
      guardianLinks: guardianLinkKeyFrom(serverSecret),
    },
    onBackgroundError: (error) =>
      app.log.warn({ err: error }, 'The admin dashboard could not be counted'),
  });
  const jobs = appJobs(app, config, database, services.notifyEach, services.tellGuardians);
  // Every answer counted and timed by its route's pattern (docs/decisions/049).
  const metrics = createAppMetrics({
    poolStats: database.poolStats,
    // The messages waiting, and the jobs waiting on each queue of the job runner.
    queueDepth: async () => ({
      email: await services.emailOutbox.waiting(),
      ...(await jobs.depth()),
    }),
    backups: jobs.backups,
    onCollectError: (error) => app.log.warn({ err: error }, 'A metric could not be read'),
  });
  await app.register(requestMetrics, { metrics });
  const changes = createChangeFeed({
    atOnce: (session) => {
      services.dashboards.changed(session);
      services.reports.changed();
    },
    soon: () => services.listTotals.clear(),
    // Only what some server keeps needs telling; tests keep nothing (docs/decisions/052).
    signals: config.listTotalsCacheMs > 0 ? database.signals : undefined,
    onError: (error) => app.log.warn({ err: error }, 'Other servers could not be told of a change'),
  });
  // Before the database closes: the last change is told to the other servers.
  app.addHook('preClose', () => changes.stop());
  // A change made through this server shows on the admin dashboard and the reports at once, in
  // list totals within a moment, and on every other server's within a second (rule
  // fresh-after-change). The e-mail it may have queued goes out at once rather than at the
  // sender's next look.
  app.addHook('onResponse', async (request, reply) => {
    if (isWrite(request) && reply.statusCode < 400) {
      changes.changed(request.headers.authorization);
      jobs.mailQueued();
    }
  });
  await app.register(async (api) => apiRoutes(api, { config, database, metrics, ...services }), {
    prefix: '/api',
  });
  await app.register(webApp, { dist: config.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
