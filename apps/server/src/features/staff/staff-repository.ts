import { parseSort, type SortKey } from '@hms/shared/sorting';
import { WARDEN_DEFAULT_SORT, type WardenInput, type WardenSortField } from '@hms/shared/staff';
import { eq, sql } from 'drizzle-orm';
import { sqlDirection } from '../../core/paging/list-order';
import type { Executor } from '../../core/db/database';
import { selectRows } from '../../core/db/raw-rows';
import type { RawRow, RowOf } from '../../core/db/rows';
import { admins, wardenHostels, wardens } from '../../core/db/schema';

const wardenColumns = {
  id: wardens.id,
  name: wardens.name,
  email: wardens.email,
  phone: wardens.phone,
  role: wardens.staffRole,
  isActive: wardens.isActive,
  mustChangePassword: wardens.mustChangePassword,
  createdAt: wardens.createdAt,
  updatedAt: wardens.updatedAt,
  // "wardens"."id" spelled out: Drizzle writes a single-table select's columns unqualified, and a
  // bare "id" here would be the hostel's, matching no warden.
  hostels: sql<{ id: string; name: string }[]>`coalesce((
    select json_agg(json_build_object('id', h.id, 'name', h.name) order by lower(h.name))
    from warden_hostels wh join hostels h on h.id = wh.hostel_id
    where wh.warden_id = "wardens"."id"
  ), '[]'::json)`,
};

export type WardenRow = NonNullable<Awaited<ReturnType<typeof findWarden>>>;

/**
 * Every warden, by name unless asked otherwise (docs/product-rules.md#sorted-lists); an office
 * has tens, so the list is not paged and needs no index to sort; the id settles equal names.
 */
export function listWardens(db: Executor, key: SortKey<WardenSortField> = WARDEN_DEFAULT_SORT) {
  const { field, direction } = parseSort(key);
  const column = field === 'email' ? wardens.email : wardens.name;
  const dir = sqlDirection(direction);
  return db
    .select(wardenColumns)
    .from(wardens)
    .orderBy(sql`lower(${column}) ${dir}`, sql`${wardens.id} ${dir}`);
}

export async function findWarden(db: Executor, id: string) {
  const [row] = await db.select(wardenColumns).from(wardens).where(eq(wardens.id, id));
  return row;
}

/** Locks the warden for the rest of the transaction and reads them as they are. */
export async function lockWarden(db: Executor, id: string) {
  const [row] = await db
    .select(wardenColumns)
    .from(wardens)
    .where(eq(wardens.id, id))
    .for('update', { of: wardens });
  return row;
}

/** A warden or a guard, as `role` says: fixed from now on (docs/decisions/062). */
export async function insertWarden(
  db: Executor,
  { role, ...input }: Omit<WardenInput, 'hostelIds'> & { passwordHash: string },
): Promise<string> {
  const [row] = await db
    .insert(wardens)
    .values({ ...input, staffRole: role })
    .returning({ id: wardens.id });
  if (!row) throw new Error('insert into wardens returned no row');
  return row.id;
}

export async function updateWarden(
  db: Executor,
  id: string,
  values: Omit<WardenInput, 'hostelIds' | 'role'> & { isActive: boolean },
): Promise<void> {
  await db
    .update(wardens)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(wardens.id, id));
}

/** Replaces the warden's hostels; a hostel id that names none is refused by its foreign key. */
export async function setWardenHostels(db: Executor, id: string, hostelIds: readonly string[]) {
  await db.delete(wardenHostels).where(eq(wardenHostels.wardenId, id));
  await db
    .insert(wardenHostels)
    .values([...new Set(hostelIds)].map((hostelId) => ({ wardenId: id, hostelId })));
}

/** Their complaints become unassigned (ON DELETE SET NULL); their audit entries stay. */
export async function deleteWarden(db: Executor, id: string): Promise<boolean> {
  const deleted = await db.delete(wardens).where(eq(wardens.id, id)).returning({ id: wardens.id });
  return deleted.length > 0;
}

/** Whether an administrator signs in with this e-mail: one e-mail, one account on the Admin tab. */
export async function adminHasEmail(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(sql`lower(${admins.email}) = lower(${email})`);
  return row !== undefined;
}

/** A member of staff as the union of the two accounts' tables reads them. */
type StaffMemberRow = RawRow<typeof admins, 'id' | 'name'> & { role: 'admin' | 'warden' };

/**
 * Everyone a complaint may be given to: administrators and the active wardens, by name; never a
 * guard, who works at the gate (docs/decisions/062). Hand-written, as is findStaffMember: one
 * union over the two accounts' tables.
 */
export function staffMembers(db: Executor) {
  return selectRows<StaffMemberRow>(
    db,
    sql`
    select id, name, 'admin' as role from admins
    union all
    select id, name, 'warden' as role from wardens where is_active and staff_role = 'warden'
    order by 2, 1`,
  );
}

/**
 * An administrator, or an active warden (not a guard) with their hostels: someone a complaint
 * can go to.
 */
export async function findStaffMember(db: Executor, id: string) {
  const [row] = await selectRows<
    StaffMemberRow & { hostelIds: RowOf<typeof wardenHostels>['hostelId'][] }
  >(
    db,
    sql`select id, name, 'admin' as role, '{}'::uuid[] as "hostelIds" from admins where id = ${id}
      union all
      select w.id, w.name, 'warden', array(
        select wh.hostel_id from warden_hostels wh where wh.warden_id = w.id)
      from wardens w where w.id = ${id} and w.is_active and w.staff_role = 'warden'`,
  );
  return row;
}
