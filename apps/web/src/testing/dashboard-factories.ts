import type {
  AdminDashboard,
  ComplaintSummary,
  DashboardStats,
  HostelOccupancy,
  StudentDashboard,
} from '@hms/shared/dashboard';
import type { ResidentHostel, ResidentRoom, StudentProfile } from '@hms/shared/profile';
import { nextId, timestamp } from './factories';

/** A complaint as the dashboards list it, by default a fresh Open one. */
export function createComplaintSummary(
  overrides: Partial<ComplaintSummary> = {},
): ComplaintSummary {
  return {
    _id: nextId(),
    subject: 'Fan not working',
    status: 'Open',
    priority: 'Medium',
    category: 'Electricity',
    student: { _id: nextId(), name: 'Priya Sharma', studentId: '2024CS001' },
    createdAt: timestamp,
    ...overrides,
  };
}

/** A hostel as the admin dashboard's occupancy list shows it. */
export function createHostelOccupancy(overrides: Partial<HostelOccupancy> = {}): HostelOccupancy {
  return {
    _id: nextId(),
    name: 'Kaveri',
    type: 'Boys',
    totalCapacity: 40,
    currentOccupancy: 32,
    ...overrides,
  };
}

/** The admin dashboard's figures, by default unchanged over the last 30 days. */
export function createDashboardStats(
  overrides: Omit<Partial<DashboardStats>, 'changes'> & {
    changes?: Partial<DashboardStats['changes']>;
  } = {},
): DashboardStats {
  const { changes = {}, ...figures } = overrides;
  const stats = {
    totalStudents: 120,
    totalHostels: 4,
    totalRooms: 80,
    openComplaints: 6,
    overdueComplaints: 2,
    ...figures,
  };
  return {
    ...stats,
    changes: {
      totalStudents: { previous: stats.totalStudents, percent: 0 },
      totalHostels: { previous: stats.totalHostels, percent: 0 },
      totalRooms: { previous: stats.totalRooms, percent: 0 },
      openComplaints: { previous: stats.openComplaints, percent: 0 },
      ...changes,
    },
  };
}

/** Twelve weeks of complaints opened, oldest first, the last week beginning on Monday 2 June 2025. */
export function createComplaintsPerWeek(opened: readonly number[] = Array(12).fill(0)) {
  const lastMonday = Date.UTC(2025, 5, 2);
  return opened.map((count, index) => ({
    weekStart: new Date(lastMonday - (opened.length - 1 - index) * 7 * 86_400_000)
      .toISOString()
      .slice(0, 10),
    opened: count,
  }));
}

/** The data of `GET /api/admin/dashboard`, by default with no complaints and one hostel. */
export function createAdminDashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    stats: createDashboardStats(),
    recentComplaints: [],
    hostels: [createHostelOccupancy()],
    complaintsPerWeek: createComplaintsPerWeek(),
    ...overrides,
  };
}

/** The hostel a student lives in, as their profile and dashboard show it. */
export function createResidentHostel(overrides: Partial<ResidentHostel> = {}): ResidentHostel {
  return {
    _id: nextId(),
    name: 'Kaveri',
    type: 'Boys',
    fees: { monthly: 5000, security: 10000 },
    address: '1 College Road, Mysuru',
    amenities: ['WiFi', 'Mess'],
    warden: { name: 'Suresh Rao', phone: '9876543210', email: 'suresh@hostel.test' },
    ...overrides,
  };
}

/** The room a student lives in, by default a Non-AC Double with one bed taken. */
export function createResidentRoom(overrides: Partial<ResidentRoom> = {}): ResidentRoom {
  return {
    _id: nextId(),
    roomNumber: '101',
    type: 'Double',
    floor: 1,
    capacity: 2,
    currentOccupancy: 1,
    monthlyRent: 4500,
    isAC: false,
    amenities: ['WiFi'],
    ...overrides,
  };
}

/**
 * The signed-in student's own record (`GET /api/student/profile`), by default active and living
 * in a hostel and room; pass `hostel: null` or `room: null` for a student without.
 */
export function createStudentProfile(overrides: Partial<StudentProfile> = {}): StudentProfile {
  return {
    _id: nextId(),
    studentId: '2024CS001',
    name: 'Ravi Kumar',
    email: 'ravi@college.test',
    phone: '9876543210',
    course: 'B.Tech',
    year: 2,
    gender: 'Male',
    admissionDate: timestamp,
    isActive: true,
    hostel: createResidentHostel(),
    room: createResidentRoom(),
    ...overrides,
  };
}

/** The data of `GET /api/student/dashboard`. */
export function createStudentDashboard(
  overrides: Partial<StudentDashboard> = {},
): StudentDashboard {
  return {
    student: createStudentProfile(),
    recentComplaints: [],
    ...overrides,
  };
}
