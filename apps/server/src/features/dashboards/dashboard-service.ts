import type { SessionUser } from '@hms/shared/auth';
import { addDays, mondayOf, type CalendarDay } from '@hms/shared/calendar-day';
import {
  COMPLAINT_WEEKS,
  RECENT_COMPLAINTS_LIMIT,
  type AdminDashboard,
  type ComplaintSummary,
  type HostelOccupancy,
  type StatChange,
  type StudentDashboard,
  type WardenDashboard,
  type WeeklyComplaints,
} from '@hms/shared/dashboard';
import type { InsideCounts } from '@hms/shared/gate';
import { apiMessages } from '@hms/shared/messages';
import type { Database } from '../../core/db/database';
import { AppError } from '../../core/errors/app-error';
import { toProfileResponse } from '../profile';
import {
  complaintsOpenedByWeek,
  countsNow,
  countsThen,
  hostelOccupancy,
  recentComplaints,
  scopedCountsNow,
  studentDashboardRows,
  type ComplaintSummaryRow,
  type OccupancyRow,
  type StatCounts,
} from './dashboard-repository';
import { latestFigures } from '../../core/cache/latest-figures';
import { recentValues } from '../../core/cache/recent-values';
import { hostelScope, type HostelScope } from '../../core/scope/hostel-scope';

/** Percent with one decimal; none when there was nothing to compare with. */
function statChange(now: number, previous: number): StatChange {
  if (previous === 0) return { previous, percent: null };
  return { previous, percent: Math.round(((now - previous) / previous) * 1000) / 10 };
}

type SummaryFields = Omit<ComplaintSummaryRow, 'studentId' | 'studentName' | 'rollNumber'>;

/** A complaint as the dashboards list it, with the student who wrote it. */
function toSummary(
  { id, createdAt, ...row }: SummaryFields,
  student: ComplaintSummary['student'],
): ComplaintSummary {
  return { _id: id, ...row, student, createdAt: createdAt.toISOString() };
}

/** One of the newest complaints of any student, whose author its row names. */
function toAuthoredSummary({ studentId, studentName, rollNumber, ...row }: ComplaintSummaryRow) {
  return toSummary(row, { _id: studentId, name: studentName, studentId: rollNumber });
}

const toOccupancy = ({ id, ...hostel }: OccupancyRow): HostelOccupancy => ({ _id: id, ...hostel });

type Reuse = {
  /** How long the figures of 30 days ago are reused; only time moves them (countsThen). */
  thenMs: number;
  /** How long the admin dashboard is read without a count, unless its reader changed something. */
  nowMs: number;
  /** A count that no reader waited for failed; readers keep the last figures. */
  onError: (error: unknown) => void;
};

/** The college's calendar: which day it is, and the zone its weeks begin in. */
type Calendar = { today: () => CalendarDay; timeZone: string };

/** Who is inside now, out on leave, out without leave and overdue, over a scope's hostels. */
type GateCounts = (scope: HostelScope) => Promise<InsideCounts>;

export function createDashboardService(
  db: Database,
  reuse: Reuse,
  calendar: Calendar,
  gateCounts: GateCounts,
) {
  // Counting what a campus held 30 days ago takes tens of milliseconds, and what it holds now with
  // each hostel's residents a few, however rarely anything changes (docs/decisions/039).
  const figuresThen = recentValues<StatCounts>(reuse.thenMs);
  // The weeks before this one, like the figures of 30 days ago, are moved by time alone (and the
  // rare deletion), so each view counts only this week's complaints (docs/decisions/047).
  const pastWeeks = recentValues<WeeklyComplaints>(reuse.thenMs);

  async function complaintsPerWeek(): Promise<WeeklyComplaints> {
    const thisWeek = mondayOf(calendar.today());
    const firstWeek = addDays(thisWeek, -7 * (COMPLAINT_WEEKS - 1));
    const past = await pastWeeks.get(thisWeek, () =>
      complaintsOpenedByWeek(db, firstWeek, COMPLAINT_WEEKS - 1, calendar.timeZone),
    );
    const current = await complaintsOpenedByWeek(db, thisWeek, 1, calendar.timeZone);
    return [...past, ...current];
  }

  /**
   * One statement after another, so a count holds one of the pool's connections at most and every
   * other caller keeps the rest (docs/decisions/053).
   */
  async function adminDashboard(): Promise<AdminDashboard> {
    const now = await countsNow(db);
    const then = await figuresThen.get('then', () => countsThen(db));
    const complaints = await recentComplaints(db, RECENT_COMPLAINTS_LIMIT);
    const hostels = await hostelOccupancy(db);
    const perWeek = await complaintsPerWeek();
    const gate = await gateCounts(null);
    return {
      stats: {
        ...now,
        changes: {
          totalStudents: statChange(now.totalStudents, then.totalStudents),
          totalHostels: statChange(now.totalHostels, then.totalHostels),
          totalRooms: statChange(now.totalRooms, then.totalRooms),
          openComplaints: statChange(now.openComplaints, then.openComplaints),
        },
      },
      recentComplaints: complaints.map(toAuthoredSummary),
      hostels: hostels.map(toOccupancy),
      complaintsPerWeek: perWeek,
      gate,
    };
  }

  const adminViews = latestFigures({
    count: adminDashboard,
    maxAgeMs: reuse.nowMs,
    onError: reuse.onError,
  });

  return {
    /**
     * Every figure as last counted, never missing a change the reader's own session made through
     * this server nor older than `reuse.nowMs`, beside those of 30 days ago. `session` is the
     * token the reader signed in with.
     */
    admin: (session?: string) => adminViews.read(session),

    /** Counted for each view: a warden's hostels hold a few hundred students. */
    async warden(account: SessionUser): Promise<WardenDashboard> {
      const scope = hostelScope(account) ?? [];
      const [now, complaints, hostels, gate] = await Promise.all([
        scopedCountsNow(db, scope),
        recentComplaints(db, RECENT_COMPLAINTS_LIMIT, scope),
        hostelOccupancy(db, scope),
        gateCounts(scope),
      ]);
      return {
        stats: now,
        gate,
        recentComplaints: complaints.map(toAuthoredSummary),
        hostels: hostels.map(toOccupancy),
      };
    },

    /** A change was made: through this server by `session`, or through another. */
    changed: (session?: string) => adminViews.changed(session),

    async student(account: SessionUser): Promise<StudentDashboard> {
      const rows = await studentDashboardRows(db, account._id);
      const [profile] = rows;
      // The account was deleted after its token was checked.
      if (!profile) throw new AppError('UNAUTHORIZED', apiMessages.sessionExpired);
      const author = { _id: profile.id, name: profile.name, studentId: profile.rollNumber };
      return {
        student: toProfileResponse(profile),
        recentComplaints: rows
          .flatMap(({ complaint: c }) => (c ? [c] : []))
          .map((c) => toSummary(c, author)),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
