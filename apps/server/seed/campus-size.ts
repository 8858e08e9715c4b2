/** How much a seed makes. Complaints and comments are per student and per complaint. */
export type CampusSize = {
  hostels: number;
  roomsPerHostel: number;
  students: number;
  complaintsPerStudent: number;
  commentsPerComplaint: number;
};

/**
 * The campus of docs/product-rules.md#performance-targets: 50 hostels, 5,000 rooms, 20,000
 * students, 200,000 complaints, 600,000 comments.
 */
export const campusScale: CampusSize = {
  hostels: 50,
  roomsPerHostel: 100,
  students: 20_000,
  complaintsPerStudent: 10,
  commentsPerComplaint: 3,
};

/**
 * A small college: enough to click through every screen. Two Boys hostels and one Girls hostel,
 * so some students are still waiting for a bed.
 */
export const smallCollege: CampusSize = {
  hostels: 3,
  roomsPerHostel: 8,
  students: 60,
  complaintsPerStudent: 1,
  commentsPerComplaint: 2,
};

/** Campus scale shrunk to `students`, keeping its proportions (400 students a hostel). */
export function sizeForStudents(students: number): CampusSize {
  return { ...campusScale, hostels: Math.max(2, Math.round(students / 400)), students };
}

export function totals(size: CampusSize) {
  const complaints = size.students * size.complaintsPerStudent;
  return {
    hostels: size.hostels,
    rooms: size.hostels * size.roomsPerHostel,
    students: size.students,
    complaints,
    comments: complaints * size.commentsPerComplaint,
  };
}

/** The sign-ins of a campus made by `seed:scale`, which the benchmark uses too. */
export const SCALE_ADMIN = {
  name: 'Campus Office',
  email: 'office@campus.edu',
  password: 'scale-admin-2026',
};
export const SCALE_STUDENT_PASSWORD = 'scale-student-2026';
/** Every guard's password: one guard a gate (seed/generate-gate-year.ts). */
export const SCALE_GUARD_PASSWORD = 'scale-guard-2026';
