import { sql } from 'drizzle-orm';

/**
 * A room's occupancy: the students assigned to it, stored on the room and kept by the
 * students_room_rules trigger in the statement that moves a student (decision 022). For selects
 * whose FROM names `rooms`; qualified by hand because Drizzle leaves columns unqualified in
 * single-table selects.
 */
export const roomOccupancy = sql<number>`"rooms"."occupancy"`;
