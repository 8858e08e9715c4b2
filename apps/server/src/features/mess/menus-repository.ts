import type { MenuItem } from '@hms/shared/mess';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { hostels, messMenuItems, rooms, students } from '../../core/db/schema';
import { inScope, type HostelScope } from '../../core/scope/hostel-scope';

/**
 * The hostels in the scope, or the one asked for, by name: each has a menu, empty until one is
 * written.
 */
export function hostelsInScope(db: Executor, scope: HostelScope, hostelId?: string) {
  return db
    .select({ id: hostels.id, name: hostels.name })
    .from(hostels)
    .where(
      and(
        hostelId === undefined ? undefined : eq(hostels.id, hostelId),
        inScope(hostels.id, scope),
      ),
    )
    .orderBy(asc(hostels.name), asc(hostels.id));
}

/** The menus' items of the given hostels, Monday first; meals are sorted by the caller. */
export function menuItemsOf(db: Executor, hostelIds: readonly string[]) {
  if (hostelIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      hostelId: messMenuItems.hostelId,
      weekday: messMenuItems.weekday,
      meal: messMenuItems.meal,
      dishes: messMenuItems.dishes,
      updatedAt: messMenuItems.updatedAt,
    })
    .from(messMenuItems)
    .where(sql`${messMenuItems.hostelId} = any(${sql.param([...hostelIds])}::uuid[])`)
    .orderBy(asc(messMenuItems.hostelId), asc(messMenuItems.weekday));
}

/**
 * The hostel in the scope, its row locked so that two saves of its week follow each other. NO KEY
 * UPDATE: rooms and stays that point at the hostel are not held up meanwhile.
 */
export async function lockHostel(db: Executor, id: string, scope: HostelScope) {
  const [row] = await db
    .select({ id: hostels.id, name: hostels.name })
    .from(hostels)
    .where(and(eq(hostels.id, id), inScope(hostels.id, scope)))
    .for('no key update');
  return row ?? null;
}

/** Replaces the hostel's week with `items`, those with dishes. */
export async function replaceMenu(db: Executor, hostelId: string, items: readonly MenuItem[]) {
  await db.delete(messMenuItems).where(eq(messMenuItems.hostelId, hostelId));
  const kept = items.filter((item) => item.dishes !== '');
  if (kept.length === 0) return;
  await db.insert(messMenuItems).values(kept.map((item) => ({ hostelId, ...item })));
}

/** The hostel a student lives in, if they have a bed. */
export async function hostelOfStudent(db: Executor, studentId: string) {
  const [row] = await db
    .select({ id: hostels.id, name: hostels.name })
    .from(students)
    .innerJoin(rooms, eq(rooms.id, students.roomId))
    .innerJoin(hostels, eq(hostels.id, rooms.hostelId))
    .where(eq(students.id, studentId));
  return row ?? null;
}
