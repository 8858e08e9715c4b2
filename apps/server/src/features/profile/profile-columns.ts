import { hostels, rooms } from '../../core/db/schema';
import { hostelDetailsColumns } from '../hostels';
import { studentRecordColumns } from '../students';

/** A student with the hostel and room they live in: the columns of one statement. */
export const profileColumns = {
  // The student's own fields (toStudentRecord).
  ...studentRecordColumns,
  room: {
    id: rooms.id,
    roomNumber: rooms.roomNumber,
    type: rooms.type,
    floor: rooms.floor,
    capacity: rooms.capacity,
    monthlyRent: rooms.monthlyRent,
    isAc: rooms.isAc,
    amenities: rooms.amenities,
    currentOccupancy: rooms.occupancy,
  },
  hostel: {
    id: hostels.id,
    name: hostels.name,
    type: hostels.type,
    ...hostelDetailsColumns,
  },
};
