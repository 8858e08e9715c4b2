import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../app';
import { DEFAULT_DATABASE_POOL_SIZE, type Config } from '../core/config/env';
import type { Database } from '../core/db/database';
import type { ThrottleLimits } from '../features/auth/login-throttle';
import { createTestDatabase } from './test-database';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(os.tmpdir(), 'hms-test-unused'),
    databaseUrl: undefined,
    databasePoolSize: DEFAULT_DATABASE_POOL_SIZE,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    jwtExpiresIn: '7d',
    adminSignup: 'first-only',
    studentSignup: 'open',
    creditUrl: '/api/docs',
    collegeName: 'Test College',
    timeZone: 'Asia/Kolkata',
    webDist: path.join(os.tmpdir(), 'hms-test-no-web-build'),
    logLevel: 'silent',
    trustProxy: false,
    proxyRequestIdHeader: undefined,
    hsts: 'auto',
    metricsToken: undefined,
    // Tests change rows and read figures and totals at once; their reuse, as production runs it,
    // has tests of its own (admin-dashboard-freshness.test.ts, list-totals-reuse.test.ts).
    dashboardCacheMs: 0,
    listTotalsCacheMs: 0,
    // Refusing under load has a test of its own (overload.test.ts).
    overloadInFlight: 0,
    overloadInFlightWrites: 5,
    overloadWriteWaitMs: 5_000,
    // The jobs' tests run them when they choose (overdue-watch.test.ts, outbox-sender.test.ts).
    backgroundJobs: false,
    overdueWatchMs: 60_000,
    // E-mail has tests of its own, against an SMTP server they start.
    mail: null,
    // Scheduled backups have tests of their own (operations/backup/scheduled-backups.test.ts).
    backup: null,
    appUrl: 'http://localhost:3000',
    ...overrides,
  };
}

/** The app, with its database at hand for arranging and checking rows directly. */
export type TestApp = App & { db: Database };

/** An app on a fresh database of its own; `app.close()` drops the database too. */
export async function createTestApp(
  options: { config?: Partial<Config>; throttleLimits?: ThrottleLimits } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    ...(options.throttleLimits ? { throttleLimits: options.throttleLimits } : {}),
  });
  await app.ready();
  return Object.assign(app, { db: database.db });
}
