import * as hostels from './hostels-repository';

/** A hostel's name, for a message that names it; undefined when there is no such hostel. */
export function hostelName(...args: Parameters<typeof hostels.hostelName>) {
  return hostels.hostelName(...args);
}

/** Locks the hostel a room is added to or moved into, and reads what its totals allow. */
export function lockHostelHolding(...args: Parameters<typeof hostels.lockHostelHolding>) {
  return hostels.lockHostelHolding(...args);
}
