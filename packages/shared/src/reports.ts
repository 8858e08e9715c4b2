import { z } from 'zod';
import { COMPLAINT_CATEGORIES, ROOM_TYPES } from './enums';
import { monthField } from './fees';
import { hostelFilterField } from './pagination';

/**
 * The Reports page (docs/product-rules.md#reports): administrators see every hostel, wardens
 * theirs. Each report answers one chart and its table; months are `YYYY-MM` in the college's
 * time zone, and money is in paise.
 */
export const REPORT_NAMES = [
  'occupancy',
  'vacancies',
  'occupancy-history',
  'complaints',
  'resolve-times',
  'fee-collection',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

/** The longest range a month-by-month report covers. */
export const REPORT_MAX_MONTHS = 36;

export const reportMessages = {
  rangeBackwards: 'The first month must not come after the last. Choose the months again.',
  rangeTooLong: `Choose at most ${REPORT_MAX_MONTHS} months.`,
} as const;

/** Months counted from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
}

/** Now-reports: a hostel to narrow to, or all the caller may see. */
export const reportQuerySchema = z.object({ hostel: hostelFilterField });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** Month-by-month reports: a range of months (the last twelve when left out) and a hostel. */
export const reportRangeQuerySchema = z
  .object({ from: monthField.optional(), to: monthField.optional(), hostel: hostelFilterField })
  .superRefine((query, context) => {
    if (!query.from || !query.to) return;
    const months = monthsBetween(query.from, query.to);
    if (months < 1)
      context.addIssue({ code: 'custom', path: ['from'], message: reportMessages.rangeBackwards });
    else if (months > REPORT_MAX_MONTHS)
      context.addIssue({ code: 'custom', path: ['to'], message: reportMessages.rangeTooLong });
  });
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

const hostelRef = z.object({ _id: z.string(), name: z.string() });

/** Occupancy by hostel now: beds, beds taken, beds free. */
export const occupancyReportSchema = z.array(
  z.object({ hostel: hostelRef, beds: z.number(), occupied: z.number(), vacant: z.number() }),
);

/** Vacancies by room type now. */
export const vacancyReportSchema = z.array(
  z.object({
    type: z.enum(ROOM_TYPES),
    rooms: z.number(),
    beds: z.number(),
    occupied: z.number(),
    vacant: z.number(),
  }),
);

/**
 * Occupancy month by month from the residency history: the beds lived in on an average day of
 * the month (bed-days over the month's days, one decimal), against the beds there are now.
 */
export const occupancyHistoryReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(
    z.object({
      month: z.string(),
      residents: z.number(),
      averageOccupied: z.number(),
      beds: z.number(),
    }),
  ),
});

/** Complaints opened in each month, by category, and where they stand now. */
export const complaintsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(
    z.object({
      month: z.string(),
      category: z.enum(COMPLAINT_CATEGORIES),
      open: z.number(),
      inProgress: z.number(),
      resolved: z.number(),
      closed: z.number(),
    }),
  ),
});

/** Median and 90th-percentile time to resolve, by category, of complaints resolved in the range. */
export const resolveTimesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  categories: z.array(
    z.object({
      category: z.enum(COMPLAINT_CATEGORIES),
      resolved: z.number(),
      medianMinutes: z.number(),
      p90Minutes: z.number(),
    }),
  ),
});

/** Charges posted against payments received, month by month, in paise. */
export const feeCollectionReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(z.object({ month: z.string(), charged: z.number(), collected: z.number() })),
});

export type OccupancyReport = z.infer<typeof occupancyReportSchema>;
export type VacancyReport = z.infer<typeof vacancyReportSchema>;
export type OccupancyHistoryReport = z.infer<typeof occupancyHistoryReportSchema>;
export type ComplaintsReport = z.infer<typeof complaintsReportSchema>;
export type ResolveTimesReport = z.infer<typeof resolveTimesReportSchema>;
export type FeeCollectionReport = z.infer<typeof feeCollectionReportSchema>;
