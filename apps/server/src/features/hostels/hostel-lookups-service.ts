import type { Executor } from '../../core/db/database';
import * as hostels from './hostels-repository';

/** A hostel's name, for a message that names it; undefined when there is no such hostel. */
export const hostelName = hostels.hostelName;

/** Locks the hostel a room is added to or moved into, and reads what its totals allow. */
export const lockHostelHolding = (db: Executor, id: string) => hostels.hostelHolding(db, id, true);

/** What a hostel's totals allow and its rooms hold, locked first when `lock` is set. */
export const hostelHolding = hostels.hostelHolding;
