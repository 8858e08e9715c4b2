import { sql } from 'drizzle-orm';

/**
 * A room's occupancy: the students assigned to it, counted and never stored (decision 11). For
 * selects whose FROM names `rooms`; qualified by hand because Drizzle leaves columns unqualified
 * in single-table selects.
 */
export const roomOccupancy = sql<number>`(select count(*)::int from students s where s.room_id = "rooms"."id")`;
