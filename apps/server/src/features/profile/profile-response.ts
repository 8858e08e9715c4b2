import type { StudentProfile } from '@hms/shared/profile';
import { toHostelDetails } from '../hostels';
import { toStudentRecord } from '../students';
import type { StudentProfileRow } from './profile-repository';

/** The original field names (docs/product-rules.md#field-names). */
export function toProfileResponse(row: StudentProfileRow): StudentProfile {
  const { hostel, room } = row;
  return {
    ...toStudentRecord(row),
    hostel: hostel && {
      _id: hostel.id,
      name: hostel.name,
      type: hostel.type,
      ...toHostelDetails(hostel),
    },
    room: room && {
      _id: room.id,
      roomNumber: room.roomNumber,
      type: room.type,
      floor: room.floor,
      capacity: room.capacity,
      currentOccupancy: room.currentOccupancy,
      monthlyRent: room.monthlyRent,
      isAC: room.isAc,
      amenities: room.amenities,
    },
  };
}
