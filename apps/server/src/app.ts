import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { apiRoutes } from './api-routes';
import type { Config } from './config/env';
import type { DatabaseHandle } from './db/database';
import { createListTotals } from './db/list-totals';
import { createAuthService } from './features/auth/auth-service';
import { resolveJwtSecret } from './features/auth/jwt-secret';
import { createComplaintsService } from './features/complaints/complaints-service';
import { createDashboardService } from './features/dashboards/dashboard-service';
import { createHostelsService } from './features/hostels/hostels-service';
import { createProfileService } from './features/profile/profile-service';
import { createRoomsService } from './features/rooms/rooms-service';
import { createStudentsService } from './features/students/students-service';
import { LoginThrottle, type ThrottleLimits } from './features/auth/login-throttle';
import { apiDocs } from './plugins/api-docs';
import { authentication } from './plugins/authentication';
import { errorHandler, frameworkErrors } from './plugins/error-handler';
import { inFlightRequests } from './plugins/in-flight-requests';
import { routeTable } from './plugins/route-table';
import { security } from './plugins/security';
import { webApp } from './plugins/web-app';

const ONE_MEGABYTE = 1024 * 1024;
/** How long closing waits for requests still being worked on; within docker stop's 10 s. */
const CLOSE_GRACE_MS = 5_000;

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  throttleLimits?: ThrottleLimits;
};

/** Builds the whole application; the caller owns listening. Closing the app closes the database. */
export async function buildApp({ config, database, throttleLimits }: AppOptions) {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: ONE_MEGABYTE,
    trustProxy: config.trustProxy,
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
  await app.register(security);
  await app.register(apiDocs);
  await app.register(authentication, {
    secret: resolveJwtSecret(config.jwtSecret, config.dataDir),
    expiresIn: config.jwtExpiresIn,
    db: database.db,
  });

  const auth = createAuthService({
    db: database.db,
    config,
    throttle: new LoginThrottle(throttleLimits),
    signToken: (user) => app.signToken(user),
  });
  const profile = createProfileService(database.db);
  const listTotals = createListTotals(config.listTotalsCacheMs);
  const services = {
    auth,
    hostels: createHostelsService(database.db),
    rooms: createRoomsService(database.db, listTotals),
    students: createStudentsService({ db: database.db, auth, totals: listTotals }),
    complaints: createComplaintsService(database.db, listTotals),
    profile,
    dashboards: createDashboardService({
      db: database.db,
      adminCacheMs: config.dashboardCacheMs,
    }),
  };
  await app.register(async (api) => apiRoutes(api, { config, database, listTotals, ...services }), {
    prefix: '/api',
  });
  await app.register(webApp, { dist: config.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
