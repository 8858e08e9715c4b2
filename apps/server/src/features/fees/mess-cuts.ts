import type { CalendarDay } from '@hms/shared/calendar-day';
import type { Actor } from '../../core/audit/record-change';
import type { Executor } from '../../core/db/database';
import { ledgerEntries } from '../../core/db/schema';
import { recordEntries } from './ledger-audit';
import {
  cutsPastStayEnd,
  dueCuts,
  holdLeaves,
  leavesOfMonth,
  liveCuts,
  type DueCut,
} from './mess-cuts-queries';

type Recount = { today: CalendarDay; timeZone: string };

const keyOf = (cut: { leaveId: string; month: string }) => `${cut.leaveId}:${cut.month}`;

const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** A day as the charge lines print it, `14 Sep`, and a month, `Sep 2026`. */
const dayOf = (day: CalendarDay) =>
  `${Number(day.slice(8))} ${SHORT_MONTHS[Number(day.slice(5, 7)) - 1]}`;
const monthOf = (month: string) =>
  `${SHORT_MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** `Mess cut for Sep 2026: 5 days on leave (10–14 Sep)`, as the month's mess line reads. */
function description(cut: DueCut): string {
  const days = (Date.parse(cut.cutTo) - Date.parse(cut.cutFrom)) / 86_400_000 + 1;
  const span =
    cut.cutFrom === cut.cutTo
      ? dayOf(cut.cutFrom)
      : `${Number(cut.cutFrom.slice(8))}–${dayOf(cut.cutTo)}`;
  return `Mess cut for ${monthOf(cut.month)}: ${days} ${days === 1 ? 'day' : 'days'} on leave (${span})`;
}

/** A leave's mess cut of a month, as a credit on the Mess line naming the leave. */
function creditOf(
  cut: DueCut,
  today: CalendarDay,
  by: { enteredById: string; enteredByName: string },
) {
  return {
    studentId: cut.studentId,
    kind: 'Waiver' as const,
    entryOn: today,
    amount: -cut.amount,
    description: description(cut),
    hostelId: cut.hostelId,
    hostelName: cut.hostelName,
    month: `${cut.month}-01`,
    line: 'Mess' as const,
    periodFrom: cut.cutFrom,
    periodTo: cut.cutTo,
    leaveId: cut.leaveId,
    ...by,
  };
}

/**
 * Brings the leaves' mess cuts to what they are due now (docs/product-rules.md#mess-cut), once
 * whatever races: each leave's row is held first, then, month by month, a cut that no longer
 * matches (the leave cancelled, the student back early) is reversed with the reason, and the cut
 * due is credited naming its leave. A cut already right is left alone, so recounting twice adds
 * nothing. Each entry written is an audit entry.
 */
export async function recountMessCuts(
  tx: Executor,
  actor: Actor,
  leaveIds: readonly string[],
  { today, timeZone }: Recount,
): Promise<void> {
  if (leaveIds.length === 0) return;
  await holdLeaves(tx, leaveIds);
  const [due, live] = await Promise.all([dueCuts(tx, leaveIds, timeZone), liveCuts(tx, leaveIds)]);
  const dueBy = new Map(due.filter((cut) => cut.amount > 0).map((cut) => [keyOf(cut), cut]));
  const liveBy = new Map<string, typeof live>();
  for (const cut of live) liveBy.set(keyOf(cut), [...(liveBy.get(keyOf(cut)) ?? []), cut]);

  const by = { enteredById: actor._id, enteredByName: actor.name };
  const reversals = [...liveBy.entries()].flatMap(([key, cuts]) => {
    const standing = cuts.reduce((sum, cut) => sum + cut.amount, 0);
    const wanted = dueBy.get(key);
    if (wanted && standing === -wanted.amount) return [];
    const reason = wanted
      ? 'The days away were recounted from the gate'
      : 'The leave is no longer approved';
    return cuts.map((cut) => ({
      studentId: cut.studentId,
      kind: 'Reversal' as const,
      entryOn: today,
      amount: -cut.amount,
      description: `Reversal of the mess cut for ${monthOf(cut.month)}`,
      reverses: cut.id,
      reason,
      ...by,
    }));
  });
  const credits = [...dueBy.entries()].flatMap(([key, cut]) => {
    const standing = (liveBy.get(key) ?? []).reduce((sum, one) => sum + one.amount, 0);
    return standing === -cut.amount ? [] : [creditOf(cut, today, by)];
  });
  await write(tx, actor, reversals, credits);
}

type NewEntry = typeof ledgerEntries.$inferInsert;

/** The reversals, then the credits, each with its audit entry. */
async function write(
  tx: Executor,
  actor: Actor,
  reversals: readonly NewEntry[],
  credits: readonly NewEntry[],
) {
  for (const [action, rows] of [
    ['ledger.reverse', reversals],
    ['ledger.credit', credits],
  ] as const) {
    if (rows.length === 0) continue;
    const added = await tx
      .insert(ledgerEntries)
      .values([...rows])
      .returning({ id: ledgerEntries.id });
    await recordEntries(tx, actor, action, added);
  }
}

/**
 * A stay ended on `endOn`: the student's mess cuts over days after it are cut back to the day
 * before, since the days not lived are credited whole (stay-charges.ts). Each is reversed, and
 * what its days up to the end are due credited again, naming the same leave.
 */
export async function trimMessCutsAtStayEnd(
  tx: Executor,
  actor: Actor,
  stay: { studentId: string; endOn: CalendarDay },
): Promise<void> {
  const cuts = await cutsPastStayEnd(tx, stay.studentId, stay.endOn);
  if (cuts.length === 0) return;
  await holdLeaves(
    tx,
    cuts.map((cut) => cut.leaveId),
  );
  const by = { enteredById: actor._id, enteredByName: actor.name };
  const reversals = cuts.map((cut) => ({
    studentId: cut.studentId,
    kind: 'Reversal' as const,
    entryOn: stay.endOn,
    amount: -cut.standing,
    description: `Reversal of the mess cut for ${monthOf(cut.month)}`,
    reverses: cut.id,
    reason: 'The stay ended during the leave',
    ...by,
  }));
  const credits = cuts
    .filter((cut) => cut.amount > 0 && cut.cutTo >= cut.cutFrom)
    .map((cut) => creditOf(cut, stay.endOn, by));
  await write(tx, actor, reversals, credits);
}

/** Recounts the cuts of the approved leaves touching a month just posted. */
export async function recountMonthMessCuts(
  tx: Executor,
  actor: Actor,
  month: string,
  hostelId: string | undefined,
  recount: Recount,
): Promise<void> {
  await recountMessCuts(tx, actor, await leavesOfMonth(tx, month, hostelId), recount);
}
