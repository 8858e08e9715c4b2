import type { DeletedStudent, DeletedStudentsQuery } from '@hms/shared/deleted-students';
import type { RecentValues } from '../../../core/cache/recent-values';
import type { Database } from '../../../core/db/database';
import { type PageOf, pagination, pageWindow, readPage } from '../../../core/paging/page';
import {
  countDeletedStudents,
  deletedStudentsPage,
  type DeletedStudentRow,
} from './deleted-students-repository';
import { paise } from '../paise';

function toDeletedStudent(row: DeletedStudentRow): DeletedStudent {
  return {
    student: { _id: row.id, name: row.name, studentId: row.rollNumber },
    deletedAt: new Date(row.deletedAt).toISOString(),
    balance: paise(row.balance),
  };
}

/**
 * The administrators' Deleted students (docs/product-rules.md#fees): each deleted student's
 * ledger, which outlives them, by the name and student ID it kept, and nothing else of theirs.
 */
export function createDeletedStudentsService(deps: { db: Database; totals: RecentValues<number> }) {
  const { db, totals } = deps;
  return {
    async list(query: DeletedStudentsQuery): Promise<PageOf<DeletedStudent>> {
      const search = query.search || undefined;
      const window = pageWindow(query);
      // The page and its count, the count reused for a few seconds, as every list's (page.ts).
      const statements = {
        name: 'deleted-students',
        page: { execute: () => deletedStudentsPage(db, search, window) },
        count: { execute: () => countDeletedStudents(db, search) },
      };
      const { rows, count } = await readPage(statements, { search }, window, totals);
      return { data: rows.map(toDeletedStudent), pagination: pagination(query, { count }) };
    },
  };
}

export type DeletedStudentsService = ReturnType<typeof createDeletedStudentsService>;
