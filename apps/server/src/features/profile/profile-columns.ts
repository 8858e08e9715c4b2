import { hostels, rooms, students } from '../../core/db/schema';
import { hostelDetailsColumns } from '../hostels';

/** A student with the hostel and room they live in: the columns of one statement. */
export const profileColumns = {
  // The student's own fields (toStudentRecord).
  id: students.id,
  rollNumber: students.rollNumber,
  name: students.name,
  email: students.email,
  phone: students.phone,
  course: students.course,
  year: students.year,
  gender: students.gender,
  admissionDate: students.admissionDate,
  isActive: students.isActive,
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
