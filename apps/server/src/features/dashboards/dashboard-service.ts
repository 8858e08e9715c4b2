import type { SessionUser } from '@hms/shared/auth';
import {
  RECENT_COMPLAINTS_LIMIT,
  type AdminDashboard,
  type ComplaintSummary,
  type StatChange,
  type StudentDashboard,
} from '@hms/shared/dashboard';
import { apiMessages } from '@hms/shared/messages';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { toProfileResponse } from '../profile/profile-response';
import {
  hostelOccupancy,
  recentComplaints,
  statCounts,
  studentDashboardRows,
  type ComplaintSummaryRow,
} from './dashboard-repository';
import { recentValues } from '../../cache/recent-values';

/** Percent with one decimal; none when there was nothing to compare with. */
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
  // they are reused for a few seconds, whatever the write rate (docs/decisions/036).
  const adminFigures = recentValues<AdminDashboard>(deps.adminCacheMs);
  return {
    admin: (): Promise<AdminDashboard> =>
      adminFigures.get('admin', () => computeAdminDashboard(db)),

    async student(account: SessionUser): Promise<StudentDashboard> {
      const rows = await studentDashboardRows(db, account._id);
      const [profile] = rows;
      // The account was deleted after its token was checked.
      if (!profile) throw new AppError('UNAUTHORIZED', apiMessages.sessionExpired);
      const author = { _id: profile.id, name: profile.name, studentId: profile.studentId };
      return {
        student: toProfileResponse(profile),
        recentComplaints: rows
          .flatMap(({ complaint: c }) => (c ? [c] : []))
          .map((c) => ({
            _id: c.id,
            subject: c.subject,
            status: c.status,
            priority: c.priority,
            category: c.category,
            student: author,
            createdAt: c.createdAt.toISOString(),
          })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
