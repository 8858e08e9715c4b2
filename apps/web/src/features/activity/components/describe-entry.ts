import type { AuditEntry } from '@hms/shared/audit';
import { formatDay } from '@hms/shared/calendar-day';
import { formatRupees } from '@hms/shared/money';

export type Fields = Record<string, unknown>;

export const asFields = (value: unknown): Fields | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Fields)
    : undefined;
export const asText = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** "Room 204, Ganga Hostel" from a student record's room and hostel, or undefined without one. */
function placeOf(record: Fields | undefined): string | undefined {
  const room = asText(asFields(record?.room)?.roomNumber);
  if (!room) return undefined;
  const hostel = asText(asFields(record?.hostel)?.name);
  return hostel ? `Room ${room}, ${hostel}` : `Room ${room}`;
}

/** " from 28 Nov 2026 to 30 Nov 2026" from a leave record, or nothing without its days. */
function daysOf(record: Fields | undefined): string {
  const from = asText(record?.from);
  const to = asText(record?.to);
  return from && to ? ` from ${formatDay(from)} to ${formatDay(to)}` : '';
}

const KIND: Record<string, string> = {
  student: 'student',
  room: 'room',
  hostel: 'hostel',
  complaint: 'complaint',
  request: 'room request of',
  ledger: 'fee entry of',
  posting: 'charges for',
  notice: 'notice',
  leave: 'leave of',
  admin: 'administrator',
  warden: 'warden',
  guard: 'guard',
  mess: 'mess manager',
  rollcall: 'roll-call of',
  messplan: 'mess plan',
};

/** What a guardian was told of (docs/product-rules.md#guardians), by the entry's topic. */
const GUARDIAN_TOPIC_WORDS: Record<string, string> = {
  leave: 'their leave',
  lateReturn: 'a late return',
  rollCallAbsence: 'an absence at roll-call',
  feesDue: 'fees due',
};

const asAmount = (value: unknown): string | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? formatRupees(Math.abs(value)) : undefined;

/**
 * A fee entry (entity type `ledger`): its label names the student, "Asha Rao (2025000001)", and
 * `after` holds the entry as the API answers with it, amounts in paise.
 */
function describeFeeEntry(entry: AuditEntry): string | undefined {
  const after = entry.after ?? undefined;
  const who = entry.label || 'a student';
  const amount = asAmount(after?.amount) ?? 'an amount';
  const what = asText(after?.description);
  const about = what ? ` (${what})` : '';
  switch (entry.action) {
    case 'ledger.charge':
      return `charged ${who} ${amount}${about}`;
    case 'ledger.credit':
      return `credited ${who} ${amount}${about}`;
    case 'ledger.payment': {
      const receipt = asText(after?.receiptNumber);
      return `recorded a payment of ${amount} from ${who}${receipt ? `, receipt ${receipt}` : ''}`;
    }
    case 'ledger.fine':
      return `fined ${who} ${amount}${about}`;
    case 'ledger.waiver':
      return `waived ${amount} of what ${who} owes${about}`;
    case 'ledger.refund':
      return `refunded ${amount} to ${who}${about}`;
    case 'ledger.deposit':
      // Check-out returns a deposit in two entries: what it settled, then what was paid out.
      return after?.kind === 'Refund'
        ? `refunded ${amount} of the security deposit to ${who}`
        : `returned ${amount} of the security deposit of ${who}${about}`;
    case 'ledger.reverse': {
      const reversed = what?.replace(/^Reversal of: /, '');
      return reversed ? `reversed “${reversed}” for ${who}` : `reversed an entry of ${who}`;
    }
    case 'posting.create': {
      const lines = typeof after?.lines === 'number' ? after.lines : undefined;
      const count =
        lines === undefined ? 'charges' : lines === 1 ? 'one charge' : `${lines} charges`;
      const total = asAmount(after?.total);
      return `posted ${count} for ${entry.label}${total ? `, ${total} in all` : ''}`;
    }
    default:
      return undefined;
  }
}

/**
 * What an entry did, in plain words after the actor's name: "moved Asha Rao to Room 204, Ganga
 * Hostel", "changed the status of complaint “Fan not working” from Open to In Progress". Actions
 * this page does not know yet read as the action and the record's label.
 */
export function describeEntry(entry: AuditEntry): string {
  const before = entry.before ?? undefined;
  const after = entry.after ?? undefined;
  const record = after ?? before;
  const name = asText(record?.name) ?? entry.label;
  const kind = KIND[entry.entityType] ?? entry.entityType;
  const quoted = entry.entityType === 'complaint' ? `“${entry.label}”` : entry.label;
  const named = `${kind} ${quoted}`.trim();
  const verb = entry.action.split('.')[1] ?? entry.action;
  const fees = describeFeeEntry(entry);
  if (fees) return fees;

  switch (entry.action) {
    case 'admin.register':
      return 'registered as an administrator';
    case 'student.register':
      return 'signed up as a student';
    case 'student.profile':
      return 'updated their profile';
    case 'guardian.update':
      return 'updated their guardians, emergency contact and what their guardians are told';
    case 'guardian.told': {
      const topic = GUARDIAN_TOPIC_WORDS[asText(after?.topic) ?? ''] ?? 'a change';
      const guardian = asText(after?.guardian)?.toLowerCase() ?? 'a guardian';
      return `e-mailed ${guardian} of ${entry.label} about ${topic}`;
    }
    case 'student.assign':
      return `assigned ${name} to ${placeOf(after) ?? 'a room'}`;
    case 'student.move':
      return `moved ${name} to ${placeOf(after) ?? 'another room'}`;
    case 'student.unassign':
      return `took ${name} out of ${placeOf(before) ?? 'their room'}`;
    case 'student.checkout':
      return `checked ${name} out of ${placeOf(before) ?? 'their room'}`;
    case 'student.swap':
      return `moved ${name} to ${placeOf(after) ?? 'another bed'} in a swap`;
    case 'request.withdraw':
      return `withdrew the ${named}`;
    case 'request.approve':
      return `approved the ${named}`;
    case 'request.reject':
      return `rejected the ${named}`;
    case 'request.create':
      return 'asked for a room';
    case 'leave.apply':
      return `applied for leave${daysOf(after)}`;
    case 'leave.cancel':
      return `cancelled their leave${daysOf(after)}`;
    case 'leave.approve':
      return `approved the ${named}`;
    case 'leave.reject':
      return `rejected the ${named}`;
    case 'leave.guardian': {
      // A guardian answering the e-mailed link (docs/product-rules.md#leave).
      const decision = asText(asFields(after?.guardian)?.decision)?.toLowerCase();
      return `${decision ?? 'answered'} the ${named} by the e-mailed link`;
    }
    case 'notice.post':
      return `posted the notice “${entry.label}”`;
    case 'notice.update':
      return `changed the notice “${entry.label}”`;
    case 'notice.remove':
      return `removed the notice “${entry.label}”`;
    case 'complaint.create':
      return `submitted ${named}`;
    case 'complaint.comment':
      return `commented on ${named}`;
    case 'complaint.assign': {
      const assignee = asText(asFields(after?.assignee)?.name);
      return assignee ? `assigned ${named} to ${assignee}` : `unassigned ${named}`;
    }
    case 'admin.credentials':
    case 'warden.credentials':
    case 'guard.credentials':
    case 'mess.credentials':
    case 'student.credentials':
      return after?.by === 'E-mail link'
        ? 'chose a new password by e-mail link'
        : 'changed their password';
    case 'student.reset':
    case 'warden.reset':
    case 'guard.reset':
    case 'mess.reset':
      return `gave ${name} a temporary password`;
    case 'messmenu.update':
      return `changed the week's menu of ${entry.label}`;
    case 'mess.enrol': {
      // A resident's plan from a day (docs/product-rules.md#mess-enrolment).
      const plan = asText(asFields(after?.to)?.name);
      const from = asText(after?.from);
      const since = from ? ` from ${formatDay(from)}` : '';
      return plan
        ? `put ${entry.label} on the ${plan} plan${since}`
        : `took ${entry.label} off the mess${since}`;
    }
    case 'email.retry':
      return `sent the e-mail ${entry.label} again`;
    case 'rollcall.start':
      return `started the roll-call of ${entry.label}`;
    case 'rollcall.mark': {
      const mark = asText(after?.mark);
      return mark ? `marked ${entry.label} ${mark} at roll-call` : `marked ${entry.label}`;
    }
    case 'rollcall.close':
      return `closed the roll-call of ${entry.label}`;
    case 'complaint.status': {
      const from = asText(before?.status);
      const to = asText(after?.status);
      return from && to
        ? `changed the status of ${named} from ${from} to ${to}`
        : `changed the status of ${named}`;
    }
    default:
      break;
  }
  switch (verb) {
    case 'create':
      return `added ${named}`;
    case 'update':
      return `changed ${named}`;
    case 'delete':
      return `deleted ${named}`;
    default:
      return `${entry.action} ${entry.label}`.trim();
  }
}
