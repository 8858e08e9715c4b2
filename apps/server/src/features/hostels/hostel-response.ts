import type { Hostel } from '@hms/shared/hostels';
import type { HostelRow } from './hostels-repository';

/**
 * A database row in the original JSON shape, `_id`, nested `fees` and `warden`
 * (docs/product-rules.md#field-names).
 */
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
