import type { FastifyInstance } from 'fastify';
import type { Config } from '../../core/config/env';
import type { DatabaseHandle } from '../../core/db/database';
import { throttleSweepJob } from '../../features/auth';
import { outboxJob, smtpTransport } from '../../features/email';
import type { NotifyEach } from '../../core/notify/notify-each';
import { overdueLeaveJob } from '../../features/gate';
import type { TellGuardians } from '../../features/guardians';
import { overdueJob } from '../../features/notifications';
import { resetMailKeptText, resetMailSweepJob } from '../../features/password-reset';
import type { BackgroundJob, JobRunner } from '../../core/jobs/background-job';
import { startInProcessJobs } from '../../core/jobs/in-process-jobs';
import { startPgBossJobs } from '../../core/jobs/pg-boss-jobs';
import { backupWriter, scheduledBackupJob } from '../backup/scheduled-backups';

/** What the outbox's triggers NOTIFY on (migration 0027). */
const MAIL_CHANNEL = 'hms_mail';
/** A server's wakes of one job within this long are one wake: a burst of writes, one look. */
const WAKE_WINDOW_MS = 250;

/**
 * The app's background jobs (docs/decisions/052): started once the app is ready, on pg-boss over
 * PostgreSQL and on timers over the embedded database, and stopped before the database closes.
 * With `backgroundJobs` off the server only answers requests. `mailQueued` is called when a change
 * that may have queued e-mail was answered; `depth` is the jobs waiting on each queue.
 */
export function appJobs(
  app: FastifyInstance,
  config: Pick<
    Config,
    'mail' | 'appUrl' | 'backgroundJobs' | 'overdueWatchMs' | 'backup' | 'timeZone'
  >,
  database: DatabaseHandle,
  notifyEach: NotifyEach,
  tellGuardians: TellGuardians,
) {
  const none = async (): Promise<Record<string, number>> => ({});
  if (!config.backgroundJobs) return { mailQueued: () => {}, depth: none, backups: undefined };
  const { db } = database;
  const mail = config.mail;
  const outbox = mail
    ? outboxJob({
        db,
        kind: database.kind,
        transport: smtpTransport(mail, config.appUrl),
        maxAttempts: mail.maxAttempts,
        retryBaseMs: mail.retryBaseMs,
        onAttemptFailed: (outboxId, error) =>
          app.log.warn({ outboxId, error }, 'An e-mail could not be sent; it is tried again later'),
        keptText: resetMailKeptText,
      })
    : undefined;
  const backups = config.backup
    ? scheduledBackupJob({
        backup: config.backup,
        timeZone: config.timeZone,
        kind: database.kind,
        atTicksOnly: Boolean(database.url),
        write: backupWriter(database),
        log: {
          made: (made) => app.log.info(made, 'Backup made'),
          failed: (reason) => app.log.warn({ reason }, `The scheduled backup failed: ${reason}`),
        },
      })
    : undefined;
  const jobs: BackgroundJob[] = [
    overdueJob(db, notifyEach, config.overdueWatchMs),
    overdueLeaveJob(
      { db, notifyEach, tellGuardians, timeZone: config.timeZone },
      config.overdueWatchMs,
    ),
    throttleSweepJob(db),
    resetMailSweepJob(db),
    ...(outbox ? [outbox] : []),
    ...(backups ? [backups] : []),
  ];
  const failed = (job: string, error: unknown) =>
    app.log.error({ err: error, job }, 'A background job failed; it runs again at its next turn');

  let runner: JobRunner | undefined;
  app.addHook('onReady', async () => {
    runner = database.url
      ? await startPgBossJobs(database.url, jobs, {
          error: failed,
          ran: (job, id) => app.log.debug({ job, id }, 'background job ran'),
        })
      : startInProcessJobs(jobs, failed);
  });
  // Before the database closes: a run in progress ends, or is abandoned to run again later.
  app.addHook('preClose', async () => {
    await runner?.stop();
    outbox?.close();
  });

  let wakeTimer: NodeJS.Timeout | undefined;
  const wakeSender = () => {
    if (!outbox || wakeTimer) return;
    wakeTimer = setTimeout(() => {
      wakeTimer = undefined;
      runner?.wake(outbox.name);
    }, WAKE_WINDOW_MS);
    wakeTimer.unref();
  };
  // Over PostgreSQL the outbox's triggers tell every server, whatever queued the message.
  if (outbox && database.signals) database.signals.subscribe(MAIL_CHANNEL, wakeSender);
  return {
    mailQueued: database.signals ? () => {} : wakeSender,
    depth: async () => (runner ? runner.depth() : none()),
    backups: backups?.status,
  };
}
