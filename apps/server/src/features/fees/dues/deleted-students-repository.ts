import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { containsPattern } from '../../../core/paging/like-pattern';
import type { PageWindow } from '../../../core/paging/page';
import { selectRows } from '../../../core/db/raw-rows';

export type DeletedStudentRow = {
  id: string;
  name: string;
  student_id: string;
  deleted_at: Date | string;
  balance: string;
};

/**
 * The ledgers of deleted students, by the name and student ID their accounts kept
 * (docs/decisions/056), read along ledger_accounts_deleted_idx.
 */
function deletedWhere(search: string | undefined): SQL {
  if (!search) return sql`a.deleted_at is not null`;
  return sql`a.deleted_at is not null
    and lower(a.student_name || ' ' || a.student_number) like ${containsPattern(search.toLowerCase())}`;
}

/** A page of them, the latest deleted first. */
export function deletedStudentsPage(
  db: Executor,
  search: string | undefined,
  window: PageWindow,
): Promise<DeletedStudentRow[]> {
  return selectRows<DeletedStudentRow>(
    db,
    sql`select a.student_id as id, a.student_name as name, a.student_number as student_id,
          a.deleted_at, a.balance
        from ledger_accounts a
        where ${deletedWhere(search)}
        order by a.deleted_at desc, a.student_id desc
        limit ${window.limit} offset ${window.offset}`,
  );
}

export async function countDeletedStudents(
  db: Executor,
  search: string | undefined,
): Promise<number> {
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ledger_accounts a where ${deletedWhere(search)}`,
  );
  return row?.total ?? 0;
}
