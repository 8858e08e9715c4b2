import { z } from 'zod';
import { COMPLAINT_PRIORITIES, type ComplaintPriority, type ComplaintStatus } from './enums';

export const serviceTargetMessages = {
  targetRequired: (priority: string) => `Enter a target for ${priority} complaints`,
  targetWhole: (priority: string) => `The target for ${priority} complaints must be a whole number`,
  targetTooShort: (priority: string) =>
    `The target for ${priority} complaints must be at least 1 minute`,
  targetTooLong: (priority: string) =>
    `The target for ${priority} complaints must be at most 90 days`,
  unitInvalid: 'Choose minutes, hours or days',
  saved: 'Service targets saved',
  saveFailed: 'Failed to save service targets',
  loadFailed: 'Error loading service targets',
} as const;
const m = serviceTargetMessages;

/**
 * How long the office has to resolve a complaint of each priority, in minutes, until an
 * administrator sets otherwise (docs/product-rules.md#service-targets).
 */
export const SERVICE_TARGET_DEFAULTS: Record<ComplaintPriority, number> = {
  Critical: 4 * 60,
  High: 24 * 60,
  Medium: 72 * 60,
  Low: 7 * 24 * 60,
};

export const SERVICE_TARGET_MIN_MINUTES = 1;
/** Ninety days: past that a target stops meaning anything to the student waiting. */
export const SERVICE_TARGET_MAX_MINUTES = 90 * 24 * 60;

function targetMinutes(priority: ComplaintPriority) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? m.targetRequired(priority)
          : m.targetWhole(priority),
    })
    .int(m.targetWhole(priority))
    .min(SERVICE_TARGET_MIN_MINUTES, m.targetTooShort(priority))
    .max(SERVICE_TARGET_MAX_MINUTES, m.targetTooLong(priority));
}

/** `GET` and `PUT /api/settings/service-targets`: every priority's target in minutes. */
export const serviceTargetsSchema = z.object({
  Critical: targetMinutes('Critical'),
  High: targetMinutes('High'),
  Medium: targetMinutes('Medium'),
  Low: targetMinutes('Low'),
});
export type ServiceTargets = z.infer<typeof serviceTargetsSchema>;

export const TARGET_UNITS = ['minutes', 'hours', 'days'] as const;
export type TargetUnit = (typeof TARGET_UNITS)[number];
export const MINUTES_PER_UNIT: Record<TargetUnit, number> = { minutes: 1, hours: 60, days: 1440 };

/** A target as the settings form shows it: in the largest unit that holds it whole. */
export function inLargestUnit(minutes: number): { amount: number; unit: TargetUnit } {
  if (minutes % MINUTES_PER_UNIT.days === 0) return { amount: minutes / 1440, unit: 'days' };
  if (minutes % MINUTES_PER_UNIT.hours === 0) return { amount: minutes / 60, unit: 'hours' };
  return { amount: minutes, unit: 'minutes' };
}

/**
 * One target as the settings form holds it, a number and a unit, read into minutes and then held
 * to the API's own rule, so the form and the server refuse the same values with the same words.
 */
function targetFormField(priority: ComplaintPriority) {
  return z
    .object({
      amount: z.preprocess(
        (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
        z.unknown(),
      ),
      unit: z.enum(TARGET_UNITS, { error: m.unitInvalid }),
    })
    .transform(({ amount, unit }, ctx) => {
      const minutes = targetMinutes(priority).safeParse(
        typeof amount === 'number' ? amount * MINUTES_PER_UNIT[unit] : amount,
      );
      if (minutes.success) return minutes.data;
      for (const issue of minutes.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['amount'] });
      }
      return z.NEVER;
    });
}

/** The Settings page's form: a number and a unit for each priority. */
export const serviceTargetsFormSchema = z.object({
  Critical: targetFormField('Critical'),
  High: targetFormField('High'),
  Medium: targetFormField('Medium'),
  Low: targetFormField('Low'),
});
export type ServiceTargetsFormValues = z.input<typeof serviceTargetsFormSchema>;

/** Every priority, most urgent first, as the settings page lists them. */
export const PRIORITIES_MOST_URGENT_FIRST: readonly ComplaintPriority[] = [
  ...COMPLAINT_PRIORITIES,
].reverse();

/**
 * The rule itself (docs/product-rules.md#service-targets): a complaint is Overdue while it is
 * neither Resolved nor Closed and its due time has passed.
 */
export function isOverdue(status: ComplaintStatus, dueAt: Date, now: Date = new Date()): boolean {
  return status !== 'Resolved' && status !== 'Closed' && now.getTime() > dueAt.getTime();
}
