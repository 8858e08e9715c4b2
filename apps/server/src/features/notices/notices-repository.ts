import type { NoticeInput } from '@hms/shared/notices';
import { and, desc, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { selectRows } from '../../core/db/raw-rows';
import type { RawRow, RowOf } from '../../core/db/rows';
import type { hostels, noticeReads } from '../../core/db/schema';
import { noticeHostels, notices, rooms, students } from '../../core/db/schema';
import { countColumn, pageAndCount, type PageWindow } from '../../core/paging/page';
import type { HostelScope } from '../../core/scope/hostel-scope';

/** Who reads the staff list: an administrator (scope null) or a warden, by id and hostels. */
export type StaffViewer = { id: string; scope: HostelScope };

export type NoticeValues = Omit<NoticeInput, 'hostels' | 'expiresAt'> & {
  expiresAt: string | null;
};

const ORDER = [desc(notices.pinned), desc(notices.createdAt), desc(notices.id)];
const CURRENT = sql`(${notices.expiresAt} is null or ${notices.expiresAt} > now())`;

/**
 * A notice's columns as the answer needs them; `read` is the caller's to give. "notices"."id" is
 * spelled out: Drizzle writes a single-table select's columns unqualified, and a bare "id" in the
 * subquery would be the hostel's.
 */
function columns(read: SQL<boolean>) {
  return {
    ...getTableColumns(notices),
    expired: sql<boolean>`${notices.expiresAt} is not null and ${notices.expiresAt} <= now()`,
    read,
    hostels: sql<Pick<RowOf<typeof hostels>, 'id' | 'name'>[]>`coalesce((
      select json_agg(json_build_object('id', h.id, 'name', h.name) order by lower(h.name), h.id)
      from notice_hostels nh join hostels h on h.id = nh.hostel_id
      where nh.notice_id = "notices"."id"
    ), '[]'::json)`,
  };
}

const READ_BY_STAFF = sql<boolean>`true`;

export type NoticeRow = NonNullable<Awaited<ReturnType<typeof findNotice>>>;

/**
 * What a member of staff sees (docs/product-rules.md#notices): an administrator everything; a
 * warden the notices to every hostel, to any of theirs, and those they wrote.
 */
function staffSees(viewer: StaffViewer): SQL {
  if (viewer.scope === null) return sql`true`;
  return sql`(${notices.allHostels} or ${notices.authorId} = ${viewer.id} or exists (
    select 1 from notice_hostels nh
    where nh.notice_id = "notices"."id" and nh.hostel_id = any(${sql.param(viewer.scope)}::uuid[])))`;
}

export async function staffNotices(
  db: Executor,
  viewer: StaffViewer,
  filter: { includeExpired: boolean },
  window: PageWindow,
) {
  const where = and(staffSees(viewer), filter.includeExpired ? sql`true` : CURRENT);
  const { rows, count } = await pageAndCount(
    window,
    ({ limit, offset }) =>
      db
        .select(columns(READ_BY_STAFF))
        .from(notices)
        .where(where)
        .orderBy(...ORDER)
        .limit(limit)
        .offset(offset),
    () => db.select(countColumn).from(notices).where(where),
  );
  return { rows, total: count[0]?.total ?? 0 };
}

/** One notice, if the viewer may see it; null viewer: whatever it is. */
export async function findNotice(db: Executor, id: string, viewer: StaffViewer | null) {
  const [row] = await db
    .select(columns(READ_BY_STAFF))
    .from(notices)
    .where(and(eq(notices.id, id), viewer ? staffSees(viewer) : sql`true`));
  return row;
}

/** Locks the notice for a change, so two changes of it queue and the second sees the first. */
export async function lockNotice(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: notices.id })
    .from(notices)
    .where(eq(notices.id, id))
    .for('update');
  return rows.length > 0;
}

/** The expiry as the client sent it, read by the database, to the microsecond. */
function expiry(values: NoticeValues) {
  return values.expiresAt === null ? null : sql`${values.expiresAt}::timestamptz`;
}

export async function insertNotice(
  db: Executor,
  values: NoticeValues,
  author: { role: string; id: string; name: string },
): Promise<string> {
  const [row] = await db
    .insert(notices)
    .values({
      ...values,
      expiresAt: expiry(values),
      authorRole: author.role,
      authorId: author.id,
      authorName: author.name,
    })
    .returning({ id: notices.id });
  if (!row) throw new Error('the notice was not written');
  return row.id;
}

export async function updateNotice(db: Executor, id: string, values: NoticeValues) {
  await db
    .update(notices)
    .set({ ...values, expiresAt: expiry(values), updatedAt: sql`now()` })
    .where(eq(notices.id, id));
}

/** The notice's hostels become exactly these; a hostel that is gone fails its foreign key. */
export async function setNoticeHostels(db: Executor, id: string, hostelIds: readonly string[]) {
  await db.delete(noticeHostels).where(eq(noticeHostels.noticeId, id));
  if (hostelIds.length === 0) return;
  await db
    .insert(noticeHostels)
    .values([...new Set(hostelIds)].map((hostelId) => ({ noticeId: id, hostelId })));
}

export async function deleteNotice(db: Executor, id: string) {
  await db.delete(notices).where(eq(notices.id, id));
}

/** The student and the hostel of their room (none without a room); no student, no notices. */
function me(db: Executor, studentId: string) {
  return db
    .$with('me')
    .as(
      db
        .select({ id: students.id, hostelId: rooms.hostelId })
        .from(students)
        .leftJoin(rooms, eq(rooms.id, students.roomId))
        .where(eq(students.id, studentId)),
    );
}
type Me = ReturnType<typeof me>;

/** A student sees the current notices to every hostel and to the hostel they live in. */
function studentSees(self: Me) {
  return and(
    CURRENT,
    or(
      notices.allHostels,
      sql`exists (select 1 from notice_hostels nh
        where nh.notice_id = ${notices.id} and nh.hostel_id = ${self.hostelId})`,
    ),
  );
}

function readBy(self: Me) {
  return sql<boolean>`exists (select 1 from notice_reads nr
    where nr.student_id = ${self.id} and nr.notice_id = ${notices.id})`;
}

/** The notices the student sees (`id`: that one alone), each marked read or not. */
function seenBy(db: Executor, studentId: string, id?: string) {
  const self = me(db, studentId);
  return db
    .with(self)
    .select(columns(readBy(self)))
    .from(self)
    .crossJoin(notices)
    .where(and(id === undefined ? undefined : eq(notices.id, id), studentSees(self)));
}

/** A page of the student's notices, with how many there are and how many they have not opened. */
export async function studentNotices(db: Executor, studentId: string, window: PageWindow) {
  const self = me(db, studentId);
  const { rows, count } = await pageAndCount(
    window,
    ({ limit, offset }) =>
      seenBy(db, studentId)
        .orderBy(...ORDER)
        .limit(limit)
        .offset(offset),
    () =>
      db
        .with(self)
        .select({
          ...countColumn,
          unread: sql<number>`(count(*) filter (where not ${readBy(self)}))::int`,
        })
        .from(self)
        .crossJoin(notices)
        .where(studentSees(self)),
  );
  return { rows, total: count[0]?.total ?? 0, unread: count[0]?.unread ?? 0 };
}

export async function studentNotice(db: Executor, studentId: string, id: string) {
  const [row] = await seenBy(db, studentId, id);
  return row;
}

/**
 * Marks as read the student's current notices: one (`id`) or all of them. A mark already there
 * stays as it was, so the same call twice, or two at once, leaves one mark each. Hand-written:
 * one set-based insert from the notices the student sees.
 */
export async function markRead(db: Executor, studentId: string, id: string | null) {
  const which = id === null ? sql`true` : sql`n.id = ${id}`;
  const rows = await selectRows<RawRow<typeof noticeReads, 'noticeId'>>(
    db,
    sql`with me as (select s.id, r.hostel_id from students s
        left join rooms r on r.id = s.room_id where s.id = ${studentId})
      insert into notice_reads (notice_id, student_id)
      select n.id, me.id from me cross join notices n
      where ${which} and (n.expires_at is null or n.expires_at > now()) and (n.all_hostels or exists (
        select 1 from notice_hostels nh where nh.notice_id = n.id and nh.hostel_id = me.hostel_id))
      on conflict do nothing
      returning notice_id as "noticeId"`,
  );
  return rows.length;
}
