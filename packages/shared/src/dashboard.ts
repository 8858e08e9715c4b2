import { z } from 'zod';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_PRIORITIES,
  COMPLAINT_STATUSES,
  HOSTEL_TYPES,
} from './enums';
import { insideCountsSchema } from './gate';
import { studentProfileSchema } from './profile';

/**
 * The window over which each admin card's change is measured
 * (docs/product-rules.md#stat-changes).
 */
export const STAT_CHANGE_DAYS = 30;

/** The admin dashboard's small chart: complaints opened in each of the last twelve weeks. */
export const COMPLAINT_WEEKS = 12;
export const weeklyComplaintsSchema = z.array(
  z.object({ weekStart: z.string(), opened: z.number() }),
);
export type WeeklyComplaints = z.infer<typeof weeklyComplaintsSchema>;

/** How many complaints the dashboards list under Recent Complaints. */
export const RECENT_COMPLAINTS_LIMIT = 5;

export const STAT_KEYS = ['totalStudents', 'totalHostels', 'totalRooms', 'openComplaints'] as const;
export type StatKey = (typeof STAT_KEYS)[number];

/**
 * A card's change over the last {@link STAT_CHANGE_DAYS} days: the figure as it stood then, and
 * the change in percent with one decimal. `percent` is null when there was nothing then, since no
 * percentage of zero means anything.
 */
export const statChangeSchema = z.object({
  previous: z.number(),
  percent: z.number().nullable(),
});
export type StatChange = z.infer<typeof statChangeSchema>;

export const dashboardStatsSchema = z.object({
  totalStudents: z.number(),
  totalHostels: z.number(),
  totalRooms: z.number(),
  /** Complaints whose status is Open, the same number the complaints page shows for that filter. */
  openComplaints: z.number(),
  /**
   * Complaints past their service target and not yet Resolved or Closed, the number the complaints
   * page's Overdue filter finds (docs/product-rules.md#service-targets).
   */
  overdueComplaints: z.number(),
  changes: z.object({
    totalStudents: statChangeSchema,
    totalHostels: statChangeSchema,
    totalRooms: statChangeSchema,
    openComplaints: statChangeSchema,
  }),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** A complaint as the dashboards list it: no description or comments. */
export const complaintSummarySchema = z.object({
  _id: z.string(),
  subject: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  priority: z.enum(COMPLAINT_PRIORITIES),
  category: z.enum(COMPLAINT_CATEGORIES),
  student: z.object({ _id: z.string(), name: z.string(), studentId: z.string() }),
  createdAt: z.string(),
});
export type ComplaintSummary = z.infer<typeof complaintSummarySchema>;

export const hostelOccupancySchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.enum(HOSTEL_TYPES),
  totalCapacity: z.number(),
  currentOccupancy: z.number(),
});
export type HostelOccupancy = z.infer<typeof hostelOccupancySchema>;

/** `GET /api/admin/dashboard` (docs/product-rules.md#admin-dashboard). */
export const adminDashboardSchema = z.object({
  stats: dashboardStatsSchema,
  recentComplaints: z.array(complaintSummarySchema),
  hostels: z.array(hostelOccupancySchema),
  /** Complaints opened in each of the last twelve weeks, oldest first (docs/product-rules.md#reports). */
  complaintsPerWeek: weeklyComplaintsSchema,
  /**
   * Who is inside now, out on leave, out without leave and overdue, over the caller's hostels
   * (docs/product-rules.md#gate-movements); absent where the server does not count them.
   */
  gate: insideCountsSchema.optional(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/**
 * `GET /api/warden/dashboard`: the same cards, counted over the warden's hostels alone, without
 * the change over 30 days, which is kept for the whole college only (docs/decisions/043), and
 * without the weekly complaints chart.
 */
export const wardenDashboardSchema = adminDashboardSchema.omit({ complaintsPerWeek: true }).extend({
  stats: dashboardStatsSchema.omit({ changes: true }),
});
export type WardenDashboard = z.infer<typeof wardenDashboardSchema>;

/** `GET /api/student/dashboard`: the student with hostel and room, and their latest complaints. */
export const studentDashboardSchema = z.object({
  student: studentProfileSchema,
  recentComplaints: z.array(complaintSummarySchema),
});
export type StudentDashboard = z.infer<typeof studentDashboardSchema>;
