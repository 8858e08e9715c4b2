import type { Hostel } from '@hms/shared/hostels';
import type { hostelDetailsColumns } from './hostel-columns';
import type { HostelRow } from './hostels-repository';

type HostelDetails = Pick<Hostel, 'fees' | 'address' | 'amenities' | 'warden'>;

/**
 * A database row in the original JSON shape, `_id`, nested `fees` and `warden`
 * (docs/product-rules.md#field-names).
 */
export function toHostelResponse(row: HostelRow): Hostel {
  return {
    _id: row.id,
    name: row.name,
    type: row.type,
    totalRooms: row.totalRooms,
    totalCapacity: row.totalCapacity,
    currentOccupancy: row.currentOccupancy,
    roomCount: row.roomCount,
    ...toHostelDetails(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The hostel's fees and warden nested; empty warden fields are left out rather than sent as null. */
export function toHostelDetails(
  row: Pick<HostelRow, keyof typeof hostelDetailsColumns>,
): HostelDetails {
  const warden: Hostel['warden'] = {};
  if (row.wardenName) warden.name = row.wardenName;
  if (row.wardenPhone) warden.phone = row.wardenPhone;
  if (row.wardenEmail) warden.email = row.wardenEmail;
  return {
    fees: { monthly: row.feesMonthly, security: row.feesSecurity },
    address: row.address,
    amenities: row.amenities,
    warden,
  };
}
