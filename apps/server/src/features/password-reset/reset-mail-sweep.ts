import { RESET_TOKEN_MINUTES } from '@hms/shared/password-reset';
import type { Database } from '../../core/db/database';
import { replaceLapsedBodies } from '../email';
import type { BackgroundJob } from '../../core/jobs/background-job';
import { RESET_MAIL_KEPT_TEXT, RESET_MAIL_SUBJECT } from './reset-mail';

/**
 * A reset e-mail still waiting when its link lapses (the mail server down for half an hour) keeps
 * the link no longer: its body becomes RESET_MAIL_KEPT_TEXT. Sent or given-up ones lose theirs
 * then (outbox-sender.ts's `keptText`); one sent before the product did so loses it at the next
 * sweep. Answers how many were rewritten.
 */
export function forgetLapsedResetMail(db: Database): Promise<number> {
  return replaceLapsedBodies(db, {
    subject: RESET_MAIL_SUBJECT,
    minutes: RESET_TOKEN_MINUTES,
    text: RESET_MAIL_KEPT_TEXT,
  });
}

export function resetMailSweepJob(db: Database): BackgroundJob {
  return {
    name: 'reset-mail-sweep',
    everyMs: 5 * 60_000,
    cron: '*/5 * * * *',
    run: async () => {
      await forgetLapsedResetMail(db);
    },
  };
}
