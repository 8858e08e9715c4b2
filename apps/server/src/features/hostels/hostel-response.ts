import type { Hostel } from '@hms/shared/hostels';
import type { HostelRow } from './hostels-repository';

/** The JSON shape of spec §3 (`_id`, nested `fees` and `warden`) from a database row. */
export function toHostelResponse(row: HostelRow): Hostel {
  const warden: Hostel['warden'] = {};
  if (row.wardenName) warden.name = row.wardenName;
  if (row.wardenPhone) warden.phone = row.wardenPhone;
  if (row.wardenEmail) warden.email = row.wardenEmail;
  return {
    _id: row.id,
    name: row.name,
    type: row.type,
    totalRooms: row.totalRooms,
    totalCapacity: row.totalCapacity,
    currentOccupancy: row.currentOccupancy,
    roomCount: row.roomCount,
    fees: { monthly: row.feesMonthly, security: row.feesSecurity },
    address: row.address,
    amenities: row.amenities,
    warden,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
