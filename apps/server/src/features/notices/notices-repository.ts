import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import type { PageWindow } from '../../core/paging/page';
import { selectRows } from '../../core/db/raw-rows';
import type { HostelScope } from '../../core/scope/hostel-scope';

export type NoticeRow = {
  id: string;
  title: string;
  body: string;
  pinned: boolean;
  expires_at: Date | string | null;
  all_hostels: boolean;
  author_role: string;
  author_name: string;
  created_at: Date | string;
  updated_at: Date | string;
  expired: boolean;
  read: boolean;
  hostels: { id: string; name: string }[];
};

/** Who reads the staff list: an administrator (scope null) or a warden, by id and hostels. */
export type StaffViewer = { id: string; scope: HostelScope };

export type NoticeValues = {
  title: string;
  body: string;
  pinned: boolean;
  expiresAt: string | null;
  allHostels: boolean;
};

const ORDER = sql`n.pinned desc, n.created_at desc, n.id desc`;
const CURRENT = sql`(n.expires_at is null or n.expires_at > now())`;

/** A notice's columns as the answer needs them; `read` is the caller's to give. */
function columns(read: SQL): SQL {
  return sql`n.id, n.title, n.body, n.pinned, n.expires_at, n.all_hostels, n.author_role,
    n.author_name, n.created_at, n.updated_at,
    n.expires_at is not null and n.expires_at <= now() as expired, ${read} as read,
    coalesce((
      select json_agg(json_build_object('id', h.id, 'name', h.name) order by lower(h.name), h.id)
      from notice_hostels nh join hostels h on h.id = nh.hostel_id
      where nh.notice_id = n.id
    ), '[]'::json) as hostels`;
}

/**
 * What a member of staff sees (docs/product-rules.md#notices): an administrator everything; a
 * warden the notices to every hostel, to any of theirs, and those they wrote.
 */
function staffSees(viewer: StaffViewer): SQL {
  if (viewer.scope === null) return sql`true`;
  return sql`(n.all_hostels or n.author_id = ${viewer.id} or exists (
    select 1 from notice_hostels nh
    where nh.notice_id = n.id and nh.hostel_id = any(${sql.param(viewer.scope)}::uuid[])))`;
}

export async function staffNotices(
  db: Executor,
  viewer: StaffViewer,
  filter: { includeExpired: boolean },
  window: PageWindow,
) {
  const where = sql`${staffSees(viewer)} and ${filter.includeExpired ? sql`true` : CURRENT}`;
  const [rows, counted] = await Promise.all([
    selectRows<NoticeRow>(
      db,
      sql`select ${columns(sql`true`)} from notices n where ${where}
        order by ${ORDER} limit ${window.limit} offset ${window.offset}`,
    ),
    selectRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from notices n where ${where}`,
    ),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

/** One notice, if the viewer may see it; null viewer: whatever it is. */
export async function findNotice(db: Executor, id: string, viewer: StaffViewer | null) {
  const seen = viewer ? staffSees(viewer) : sql`true`;
  const [row] = await selectRows<NoticeRow>(
    db,
    sql`select ${columns(sql`true`)} from notices n where n.id = ${id} and ${seen}`,
  );
  return row;
}

/** Locks the notice for a change, so two changes of it queue and the second sees the first. */
export async function lockNotice(db: Executor, id: string): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select id from notices where id = ${id} for update`,
  );
  return rows.length > 0;
}

export async function insertNotice(
  db: Executor,
  values: NoticeValues,
  author: { role: string; id: string; name: string },
): Promise<string> {
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`insert into notices
        (title, body, pinned, expires_at, all_hostels, author_role, author_id, author_name)
      values (${values.title}, ${values.body}, ${values.pinned}, ${values.expiresAt},
        ${values.allHostels}, ${author.role}, ${author.id}, ${author.name})
      returning id`,
  );
  if (!row) throw new Error('the notice was not written');
  return row.id;
}

export async function updateNotice(db: Executor, id: string, values: NoticeValues) {
  await db.execute(sql`
    update notices set title = ${values.title}, body = ${values.body}, pinned = ${values.pinned},
      expires_at = ${values.expiresAt}, all_hostels = ${values.allHostels}, updated_at = now()
    where id = ${id}`);
}

/** The notice's hostels become exactly these; a hostel that is gone fails its foreign key. */
export async function setNoticeHostels(db: Executor, id: string, hostels: readonly string[]) {
  await db.execute(sql`delete from notice_hostels where notice_id = ${id}`);
  if (hostels.length === 0) return;
  await db.execute(sql`
    insert into notice_hostels (notice_id, hostel_id)
    select ${id}, h from unnest(${sql.param(hostels)}::uuid[]) as h group by h`);
}

export async function deleteNotice(db: Executor, id: string) {
  await db.execute(sql`delete from notices where id = ${id}`);
}

/** The student and the hostel of their room (none without a room). */
function me(studentId: string): SQL {
  return sql`me as (select s.id, r.hostel_id from students s
    left join rooms r on r.id = s.room_id where s.id = ${studentId})`;
}

/** A student sees the current notices to every hostel and to the hostel they live in. */
const STUDENT_SEES = sql`${CURRENT} and (n.all_hostels or exists (
  select 1 from notice_hostels nh where nh.notice_id = n.id and nh.hostel_id = me.hostel_id))`;

const READ = sql`exists (select 1 from notice_reads nr
  where nr.student_id = me.id and nr.notice_id = n.id)`;

/** A page of the student's notices, with how many there are and how many they have not opened. */
export async function studentNotices(db: Executor, studentId: string, window: PageWindow) {
  const [rows, counted] = await Promise.all([
    selectRows<NoticeRow>(
      db,
      sql`with ${me(studentId)} select ${columns(READ)} from me cross join notices n
        where ${STUDENT_SEES} order by ${ORDER} limit ${window.limit} offset ${window.offset}`,
    ),
    selectRows<{ total: number; unread: number }>(
      db,
      sql`with ${me(studentId)}
        select count(*)::int as total, (count(*) filter (where not ${READ}))::int as unread
        from me cross join notices n where ${STUDENT_SEES}`,
    ),
  ]);
  return { rows, total: counted[0]?.total ?? 0, unread: counted[0]?.unread ?? 0 };
}

export async function studentNotice(db: Executor, studentId: string, id: string) {
  const [row] = await selectRows<NoticeRow>(
    db,
    sql`with ${me(studentId)} select ${columns(READ)} from me cross join notices n
      where n.id = ${id} and ${STUDENT_SEES}`,
  );
  return row;
}

/**
 * Marks as read the student's current notices: one (`id`) or all of them. A mark already there
 * stays as it was, so the same call twice, or two at once, leaves one mark each.
 */
export async function markRead(db: Executor, studentId: string, id: string | null) {
  const which = id === null ? sql`true` : sql`n.id = ${id}`;
  const rows = await selectRows<{ notice_id: string }>(
    db,
    sql`with ${me(studentId)}
      insert into notice_reads (notice_id, student_id)
      select n.id, me.id from me cross join notices n where ${which} and ${STUDENT_SEES}
      on conflict do nothing
      returning notice_id`,
  );
  return rows.length;
}
