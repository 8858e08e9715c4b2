import type { Month } from '@hms/shared/fee-rules';
import { and, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { hostels, ledgerEntries } from '../../../core/db/schema';

/**
 * The latest month charged to each student given by a posting; a student with none is left out.
 * What is charged of a month is final, so a change that would price it again (a mess plan's)
 * starts after it.
 */
export async function lastChargedMonths(
  db: Executor,
  studentIds: readonly string[],
): Promise<Map<string, Month>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .select({
      studentId: ledgerEntries.studentId,
      month: sql<Month>`to_char(${max(ledgerEntries.month)}, 'YYYY-MM')`,
    })
    .from(ledgerEntries)
    .where(
      and(
        inArray(ledgerEntries.studentId, [...studentIds]),
        eq(ledgerEntries.kind, 'Charge'),
        isNotNull(ledgerEntries.month),
      ),
    )
    .groupBy(ledgerEntries.studentId);
  return new Map(rows.map((row) => [row.studentId, row.month]));
}

/**
 * Holds the hostels a posting prices, or every hostel, until it commits
 * (docs/product-rules.md#mess-charges): a plan change holds its hostel's row to write, so it is
 * either seen whole by the posting's statement, which begins after this, or made after the
 * posting and checked against what it charged.
 */
export async function holdHostelsForPosting(tx: Executor, hostelId?: string): Promise<void> {
  await tx
    .select({ id: hostels.id })
    .from(hostels)
    .where(hostelId ? eq(hostels.id, hostelId) : undefined)
    .for('share');
}
