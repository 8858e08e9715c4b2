import path from 'node:path';
import { isKnownTimeZone } from '@hms/shared/calendar-day';
import { z } from 'zod';
import { backupCron, DEFAULT_BACKUP_SCHEDULE } from './backup-schedule';
import { serverFolder } from './server-folder';
import { variableAccepts } from './variable-accepts';

const repoRoot = path.resolve(serverFolder, '../..');

/**
 * PostgreSQL connections per server: as fast here as twenty, with half the processes
 * (docs/decisions/027).
 */
export const DEFAULT_DATABASE_POOL_SIZE = 10;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/)
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(DEFAULT_DATABASE_POOL_SIZE),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_EXPIRES_IN: z.string().default('7d'),
  ADMIN_SIGNUP: z.enum(['open', 'first-only']).default('first-only'),
  STUDENT_SIGNUP: z.enum(['open', 'closed']).default('open'),
  BACKGROUND_JOBS: z.enum(['on', 'off']).default('on'),
  CREDIT_URL: z.string().default('/api/docs'),
  COLLEGE_NAME: z.string().trim().min(1).max(200).default('Hostel Office'),
  TIME_ZONE: z
    .string()
    .default('Asia/Kolkata')
    .refine(isKnownTimeZone, 'TIME_ZONE must be an IANA time zone such as Asia/Kolkata'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DASHBOARD_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  LIST_TOTALS_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  OVERLOAD_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).default(25),
  OVERLOAD_IN_FLIGHT_WRITES: z.coerce.number().int().min(1).max(1_000).default(5),
  OVERLOAD_WRITE_WAIT_SECONDS: z.coerce.number().min(0.05).max(60).default(0.25),
  // E-mail (docs/product-rules.md#e-mail): with no SMTP_URL nothing is queued for e-mail.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://…')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).max(200).optional(),
  // Where links in e-mail point: the address students and staff open the product at.
  APP_URL: z.string().url().default('http://localhost:3000'),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  // The wait after a message's first failed attempt; it doubles with each failure, up to an hour.
  MAIL_RETRY_SECONDS: z.coerce.number().min(0.01).max(3600).default(30),
  // Lets a scraper on another machine read /api/metrics (docs/decisions/049).
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  // Scheduled backups (docs/decisions/061): none unless BACKUP_DIR is set.
  BACKUP_DIR: z.string().optional(),
  BACKUP_SCHEDULE: z
    .string()
    .default(DEFAULT_BACKUP_SCHEDULE)
    .refine((value) => backupCron(value) !== undefined),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  // The header a trusted proxy puts its request id in; read only with TRUST_PROXY=true.
  TRUSTED_PROXY_REQUEST_ID: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/)
    .transform((name) => name.toLowerCase())
    .default('x-request-id'),
  // Strict-Transport-Security: auto sends it on answers to requests that came over TLS.
  HSTS: z.enum(['auto', 'on', 'off']).default('auto'),
});

/** The names of the variables the server reads. */
export type EnvironmentVariable = keyof typeof envSchema.shape;
export const environmentVariables = Object.keys(envSchema.shape) as EnvironmentVariable[];

/** One line per bad value, naming the variable and what it accepts; never the value itself. */
function invalidConfiguration(issues: readonly { path: readonly PropertyKey[] }[]) {
  const named = [...new Set(issues.map((issue) => String(issue.path[0])))];
  return new Error(
    named
      .map((name) => {
        const accepts = variableAccepts[name as EnvironmentVariable];
        return `Invalid configuration: ${name} accepts ${accepts ?? 'another value'}.`;
      })
      .join('\n'),
  );
}

/** The one place the server reads `process.env`; everything else receives a `Config`. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) throw invalidConfiguration(parsed.error.issues);
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    // Connections the server keeps to PostgreSQL; ignored for the embedded database.
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET,
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    adminSignup: e.ADMIN_SIGNUP,
    studentSignup: e.STUDENT_SIGNUP,
    creditUrl: e.CREDIT_URL,
    // Who receipts are issued by.
    collegeName: e.COLLEGE_NAME,
    // The college's time zone: which day "today" is when a move is recorded.
    timeZone: e.TIME_ZONE,
    webDist: path.resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    // A proxy's request id is taken only from a proxy that is trusted.
    proxyRequestIdHeader: e.TRUST_PROXY ? e.TRUSTED_PROXY_REQUEST_ID : undefined,
    hsts: e.HSTS,
    metricsToken: e.METRICS_TOKEN,
    // How long the figures of 30 days ago, which the admin dashboard's changes are measured
    // against, are reused; only time moves them (docs/decisions/036).
    dashboardCacheMs: e.DASHBOARD_CACHE_SECONDS * 1000,
    // How long a count is reused: a list filter's total and the admin dashboard may be this old
    // (docs/decisions/036, 039).
    listTotalsCacheMs: e.LIST_TOTALS_CACHE_SECONDS * 1000,
    mail: e.SMTP_URL
      ? {
          smtpUrl: e.SMTP_URL,
          from: e.MAIL_FROM ?? `${e.COLLEGE_NAME} <no-reply@localhost>`,
          maxAttempts: e.MAIL_MAX_ATTEMPTS,
          retryBaseMs: e.MAIL_RETRY_SECONDS * 1000,
        }
      : null,
    appUrl: e.APP_URL.replace(/\/+$/, ''),
    // Requests worked on at once past which new reads are refused with 503; 0: never. Writes
    // worked on at once past which more wait their turn (docs/decisions/053), and how long one
    // waits before it is refused with 503, unstarted.
    overloadInFlight: e.OVERLOAD_IN_FLIGHT,
    overloadInFlightWrites: e.OVERLOAD_IN_FLIGHT_WRITES,
    overloadWriteWaitMs: e.OVERLOAD_WRITE_WAIT_SECONDS * 1000,
    // Off, this server only answers requests (docs/decisions/052).
    backgroundJobs: e.BACKGROUND_JOBS === 'on',
    // The overdue watch's period on the embedded database; over PostgreSQL it looks each minute.
    overdueWatchMs: 60_000,
    // Backups made by the server itself on a schedule, in TIME_ZONE (docs/decisions/061).
    backup: e.BACKUP_DIR
      ? {
          dir: path.resolve(e.BACKUP_DIR),
          cron: backupCron(e.BACKUP_SCHEDULE) ?? DEFAULT_BACKUP_SCHEDULE,
          keep: e.BACKUP_KEEP,
        }
      : null,
  };
}

export type Config = ReturnType<typeof loadConfig>;
