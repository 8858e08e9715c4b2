import type { StudentProfile } from '@hms/shared/profile';
import type { StudentProfileRow } from './profile-repository';

/**
 * The original field names (docs/product-rules.md#field-names); a hostel's empty warden fields
 * are left out rather than sent as null.
 */
export function toProfileResponse(row: StudentProfileRow): StudentProfile {
  const { hostel, room } = row;
  const warden: NonNullable<StudentProfile['hostel']>['warden'] = {};
  if (hostel?.wardenName) warden.name = hostel.wardenName;
  if (hostel?.wardenPhone) warden.phone = hostel.wardenPhone;
  if (hostel?.wardenEmail) warden.email = hostel.wardenEmail;
  return {
    _id: row.id,
    studentId: row.studentId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    course: row.course,
    year: row.year,
    gender: row.gender,
    admissionDate: row.admissionDate.toISOString(),
    isActive: row.isActive,
    hostel: hostel && {
      _id: hostel.id,
      name: hostel.name,
      type: hostel.type,
      fees: { monthly: hostel.feesMonthly, security: hostel.feesSecurity },
      address: hostel.address,
      amenities: hostel.amenities,
      warden,
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
