import type { EnvironmentVariable } from './env';

/**
 * What each variable accepts, in the words of the one line a bad value stops the start with
 * (docs/operations.md#configuration). `.env.example` says the same beside each default; a test
 * keeps the two and the README's table naming the same variables.
 */
export const variableAccepts: Record<EnvironmentVariable, string> = {
  PORT: 'a whole number from 0 to 65535',
  HOST: 'an address to listen on, such as 0.0.0.0 or 127.0.0.1',
  DATA_DIR: 'a folder path',
  DATABASE_URL: 'a URL such as postgres://user:password@host:5432/dbname',
  DATABASE_POOL_SIZE: 'a whole number from 1 to 100',
  JWT_SECRET: 'a secret of at least 32 characters',
  JWT_EXPIRES_IN: 'a duration such as 7d, 12h or 30m',
  ADMIN_SIGNUP: '"first-only" or "open"',
  STUDENT_SIGNUP: '"open" or "closed"',
  BACKGROUND_JOBS: '"on" or "off"',
  CREDIT_URL: 'a URL or a path',
  COLLEGE_NAME: 'a name of 1 to 200 characters',
  TIME_ZONE: 'an IANA time zone such as Asia/Kolkata',
  WEB_DIST: 'the folder of the built web app',
  LOG_LEVEL: 'one of silent, fatal, error, warn, info, debug, trace',
  DASHBOARD_CACHE_SECONDS: 'a number of seconds from 0 to 3600',
  LIST_TOTALS_CACHE_SECONDS: 'a number of seconds from 0 to 300',
  OVERLOAD_IN_FLIGHT: 'a whole number from 0 (never refuse) to 100000',
  OVERLOAD_IN_FLIGHT_WRITES: 'a whole number from 1 to 1000',
  OVERLOAD_WRITE_WAIT_SECONDS: 'a number of seconds from 0.05 to 60',
  SMTP_URL: 'a URL such as smtp://user:pass@host:587 or smtps://user:pass@host:465',
  MAIL_FROM: 'a sender of 3 to 200 characters, such as Hostel Office <office@college.edu>',
  APP_URL: 'a URL such as https://hostel.college.edu',
  MAIL_MAX_ATTEMPTS: 'a whole number from 1 to 50',
  MAIL_RETRY_SECONDS: 'a number of seconds from 0.01 to 3600',
  METRICS_TOKEN: 'a token of at least 16 characters',
  BACKUP_DIR: 'a folder path, where the server writes its scheduled backups',
  BACKUP_SCHEDULE:
    'a cron expression of five fields (minute hour day-of-month month day-of-week, such as ' +
    '0 2 * * * for 02:00 each day, in TIME_ZONE) or an interval: minutes that divide an hour ' +
    '(5m, 15m, 30m) or hours that divide a day (1h, 6h, 12h, 24h)',
  BACKUP_KEEP: 'a whole number of backups to keep, from 1 to 1000',
  TRUST_PROXY: '"true" or "false"',
  TRUSTED_PROXY_REQUEST_ID: 'a header name such as x-request-id',
  HSTS: '"auto", "on" or "off"',
};
