import { MEALS, type Meal, type Menu, type MessPlan } from '@hms/shared/mess';
import type { PlanRow } from './plans-repository';

const asIso = (value: Date | string) => new Date(value).toISOString();

export function toPlan(row: PlanRow): MessPlan {
  return {
    _id: row.id,
    hostelId: row.hostelId,
    hostelName: row.hostelName,
    name: row.name,
    monthlyRate: row.monthlyRate,
    meals: MEALS.filter((meal) => row.meals.includes(meal)),
    offered: row.offered,
    createdAt: asIso(row.createdAt),
    updatedAt: asIso(row.updatedAt),
  };
}

type MenuItemRow = { weekday: number; meal: Meal; dishes: string; updatedAt: Date | string };

/** A hostel's week, Monday first and each day's meals in serving order. */
export function toMenu(hostel: { id: string; name: string }, items: readonly MenuItemRow[]): Menu {
  const sorted = [...items].sort(
    (a, b) => a.weekday - b.weekday || MEALS.indexOf(a.meal) - MEALS.indexOf(b.meal),
  );
  const latest = sorted.reduce<number | null>(
    (at, item) => Math.max(at ?? 0, new Date(item.updatedAt).getTime()),
    null,
  );
  return {
    hostelId: hostel.id,
    hostelName: hostel.name,
    items: sorted.map(({ weekday, meal, dishes }) => ({ weekday, meal, dishes })),
    updatedAt: latest === null ? null : new Date(latest).toISOString(),
  };
}
