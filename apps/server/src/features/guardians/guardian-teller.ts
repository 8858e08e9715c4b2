import type { GuardianTopic } from '@hms/shared/guardians';
import type { Executor } from '../../core/db/database';
import { recordChange, type Actor, type LinkActor } from '../../core/audit/record-change';
import type { MailSettings } from '../../core/notify/mail-text';
import { queueEmail } from '../email';
import { guardiansToTell, studentLabel } from './guardians-repository';

export type GuardianMessage = {
  /** Who made the change the message tells of: the entry is theirs. */
  actor: Actor | LinkActor;
  studentId: string;
  topic: GuardianTopic;
  subject: string;
  text: string;
};

/**
 * Tells a student's guardians of a change, in the change's own transaction: one e-mail through
 * the outbox to each guardian with an e-mail address, only while the student consents to the
 * topic, and one audit entry per message naming its topic and guardian, not its text. Answers
 * how many were queued.
 */
export type TellGuardians = (tx: Executor, message: GuardianMessage) => Promise<number>;

/**
 * With `mail` null (no SMTP configured) nothing is queued for e-mail, as for every other message
 * (docs/decisions/048), and so nothing is recorded as told.
 */
export function createGuardianTeller(mail: MailSettings | null): TellGuardians {
  return async (tx, message) => {
    if (!mail) return 0;
    const guardians = await guardiansToTell(tx, message.studentId, message.topic);
    if (guardians.length === 0) return 0;
    const label = await studentLabel(tx, message.studentId);
    for (const guardian of guardians) {
      await queueEmail(tx, {
        to: guardian.email,
        subject: message.subject,
        text: `${message.text}\n\n${mail.collegeName}`,
        // Deleting the student deletes what their guardians were sent of them.
        aboutStudent: message.studentId,
      });
      await recordChange(tx, message.actor, {
        action: 'guardian.told',
        entityType: 'student',
        entityId: message.studentId,
        label,
        after: { topic: message.topic, guardian: `Guardian ${guardian.slot}` },
      });
    }
    return guardians.length;
  };
}
