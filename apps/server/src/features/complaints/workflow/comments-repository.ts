import { asc, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../core/db/database';
import { preparedByShape } from '../../../core/paging/prepared-by-shape';
import { comments } from '../../../core/db/schema';

export type CommentRow = Awaited<ReturnType<typeof commentsOf>>[number];

const commentsQuery = preparedByShape('complaint_comments', (db, _present, name) =>
  db
    .select()
    .from(comments)
    .where(sql`${comments.complaintId} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .prepare(name),
);

/** The comments of the given complaints, oldest first, in one query. */
export async function commentsOf(db: Database, complaintIds: string[]) {
  if (complaintIds.length === 0) return [];
  return commentsQuery(db, []).execute({ ids: complaintIds });
}

export async function insertComment(
  db: Executor,
  values: Omit<typeof comments.$inferInsert, 'id' | 'createdAt'>,
) {
  const [row] = await db.insert(comments).values(values).returning();
  if (!row) throw new Error('insert into comments returned no row');
  return row;
}
