import {
  RECENT_COMPLAINTS_LIMIT,
  type AdminDashboard,
  type ComplaintSummary,
  type StatChange,
  type StudentDashboard,
} from '@hms/shared/dashboard';
import type { Database } from '../../db/database';
import { toProfileResponse } from '../profile/profile-response';
import { accountGone } from '../auth/caller';
import {
  hostelOccupancy,
  recentComplaints,
  statCounts,
  studentDashboardRow,
  type ComplaintSummaryRow,
} from './dashboard-repository';
import { recentValueCache } from './recent-value-cache';

/** Percent with one decimal; none when there was nothing to compare with (decision 19). */
export function statChange(now: number, previous: number): StatChange {
  if (previous === 0) return { previous, percent: null };
  return { previous, percent: Math.round(((now - previous) / previous) * 1000) / 10 };
}

function toSummary(row: ComplaintSummaryRow): ComplaintSummary {
  return {
    _id: row.id,
    subject: row.subject,
    status: row.status,
    priority: row.priority,
    category: row.category,
    student: { _id: row.studentRef, name: row.studentName, studentId: row.studentCode },
    createdAt: row.createdAt.toISOString(),
  };
}

async function computeAdminDashboard(db: Database): Promise<AdminDashboard> {
  const [counts, complaints, hostels] = await Promise.all([
    statCounts(db),
    recentComplaints(db, RECENT_COMPLAINTS_LIMIT),
    hostelOccupancy(db),
  ]);
  return {
    stats: {
      totalStudents: counts.students,
      totalHostels: counts.hostels,
      totalRooms: counts.rooms,
      openComplaints: counts.openComplaints,
      changes: {
        totalStudents: statChange(counts.students, counts.studentsThen),
        totalHostels: statChange(counts.hostels, counts.hostelsThen),
        totalRooms: statChange(counts.rooms, counts.roomsThen),
        openComplaints: statChange(counts.openComplaints, counts.openComplaintsThen),
      },
    },
    recentComplaints: complaints.map(toSummary),
    hostels: hostels.map((h) => ({
      _id: h.id,
      name: h.name,
      type: h.type,
      totalCapacity: h.totalCapacity,
      currentOccupancy: h.currentOccupancy,
    })),
  };
}

export function createDashboardService(deps: {
  db: Database;
  /** See Config.dashboardCacheMs. */
  adminCacheMs: number;
}) {
  const { db } = deps;
  // Every administrator sees the same figures, and counting a campus takes tens of milliseconds:
  // a few seconds' reuse turns a burst of dashboard loads into one count (decision 9).
  const adminCache = recentValueCache(deps.adminCacheMs, () => computeAdminDashboard(db));
  return {
    admin: (): Promise<AdminDashboard> => adminCache.get(),

    /** Called after every successful write, so no one sees figures from before their change. */
    invalidate: (): void => adminCache.invalidate(),

    async student(studentId: string): Promise<StudentDashboard> {
      const row = await studentDashboardRow(db, studentId, RECENT_COMPLAINTS_LIMIT);
      // The row is the student's own account: without it the session is over (decision 014).
      if (!row) throw accountGone();
      const author = { _id: row.id, name: row.name, studentId: row.studentId };
      return {
        student: toProfileResponse(row),
        recentComplaints: row.recent.map((c) => ({
          _id: c.id,
          subject: c.subject,
          status: c.status,
          priority: c.priority,
          category: c.category,
          student: author,
          createdAt: new Date(c.createdAt).toISOString(),
        })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
