import { and, desc, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { ledgerAccounts } from '../../../core/db/schema';
import { containsPattern } from '../../../core/paging/like-pattern';
import { countColumn, type PageWindow } from '../../../core/paging/page';

/**
 * The ledgers of deleted students, by the name and student ID their accounts kept
 * (docs/decisions/056), read along ledger_accounts_deleted_idx.
 */
function deletedWhere(search: string | undefined) {
  return and(
    isNotNull(ledgerAccounts.deletedAt),
    search
      ? sql`lower(${ledgerAccounts.studentName} || ' ' || ${ledgerAccounts.studentNumber})
          like ${containsPattern(search.toLowerCase())}`
      : undefined,
  );
}

/** A page of them, the latest deleted first. */
export function deletedStudentsPage(db: Executor, search: string | undefined, window: PageWindow) {
  return db
    .select({
      id: ledgerAccounts.studentId,
      // Never null here: a deleted student's account keeps both (ledger_accounts_holder_check).
      name: sql<string>`${ledgerAccounts.studentName}`,
      rollNumber: sql<string>`${ledgerAccounts.studentNumber}`,
      deletedAt: sql`${ledgerAccounts.deletedAt}`.mapWith(ledgerAccounts.deletedAt),
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(deletedWhere(search))
    .orderBy(desc(ledgerAccounts.deletedAt), desc(ledgerAccounts.studentId))
    .limit(window.limit)
    .offset(window.offset);
}

export type DeletedStudentRow = Awaited<ReturnType<typeof deletedStudentsPage>>[number];

export function countDeletedStudents(db: Executor, search: string | undefined) {
  return db.select(countColumn).from(ledgerAccounts).where(deletedWhere(search));
}
