import type { CalendarDay } from './calendar-day';
import { feeMessages } from './fees';

/**
 * The fee rules both sides apply (docs/product-rules.md#fees): months, the financial year,
 * receipt numbers, proration and which dues a payment settles.
 */

/**
 * Why a ledger entry may not be dated `day`, or undefined: entries are never dated ahead of
 * today. The forms and the server ask this alike.
 */
export function entryDayProblem(day: CalendarDay, today: CalendarDay): string | undefined {
  return day > today ? feeMessages.dateInFuture : undefined;
}

/** A month as `YYYY-MM`. */
export type Month = string;

export function monthOf(day: CalendarDay): Month {
  return day.slice(0, 7);
}

export function firstDayOf(month: Month): CalendarDay {
  return `${month}-01`;
}

export function daysInMonth(month: Month): number {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, index, 0)).getUTCDate();
}

export function lastDayOf(month: Month): CalendarDay {
  return `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
}

/** "Nov 2026". */
export function formatMonth(month: Month): string {
  return new Intl.DateTimeFormat('en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** The financial year a day falls in, April to March: 2026-04-01 to 2027-03-31 is "2026-27". */
export function financialYearOf(day: CalendarDay): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** `RCPT/2026-27/000123`: the 123rd receipt of the financial year 2026-27. */
export function receiptNumber(financialYear: string, sequence: number): string {
  return `RCPT/${financialYear}/${String(sequence).padStart(6, '0')}`;
}

/**
 * A month's charge for `days` of it, in paise: the monthly amount (whole rupees) times the days
 * lived over the days in the month, rounded to the nearest paisa, halves up. A whole month is
 * the monthly amount exactly. Migration 0022's posting statement computes the same integer
 * expression; the tests hold the two together.
 */
export function proratedPaise(monthlyRupees: number, days: number, monthDays: number): number {
  return Math.floor((monthlyRupees * 100 * days * 2 + monthDays) / (2 * monthDays));
}

/** An entry as the dues rule reads it. */
export type DuesEntry = {
  id: string;
  date: CalendarDay;
  /** What the student owes more (+) or less (−), in paise. */
  amount: number;
  /** The month a charge is for; other debits count in the month of their date. */
  month?: Month | null | undefined;
  description: string;
  /** Set on a reversal; a reversal and the entry it reverses leave the dues untouched. */
  reverses?: string | null | undefined;
};

export type Due = {
  id: string;
  date: CalendarDay;
  month: Month;
  description: string;
  unpaid: number;
};

/**
 * What is still owed, debit by debit (docs/product-rules.md#fees): every credit (payments,
 * waivers, a returned deposit) settles the oldest debits first, by date and then by the order
 * they were entered. An entry and its reversal cancel out and settle nothing else. The entries
 * must come in the order they were entered.
 */
export function unpaidDues(entries: readonly DuesEntry[]): Due[] {
  const reversed = new Set(entries.flatMap((entry) => (entry.reverses ? [entry.reverses] : [])));
  const live = entries.filter((entry) => !entry.reverses && !reversed.has(entry.id));
  let credit = live.filter((e) => e.amount < 0).reduce((sum, e) => sum - e.amount, 0);
  const debits = live
    .map((entry, order) => ({ entry, order }))
    .filter(({ entry }) => entry.amount > 0)
    .sort((a, b) => a.entry.date.localeCompare(b.entry.date) || a.order - b.order);
  const dues: Due[] = [];
  for (const { entry } of debits) {
    const settled = Math.min(credit, entry.amount);
    credit -= settled;
    if (settled < entry.amount) {
      dues.push({
        id: entry.id,
        date: entry.date,
        month: entry.month ?? monthOf(entry.date),
        description: entry.description,
        unpaid: entry.amount - settled,
      });
    }
  }
  return dues;
}

/** The dues summed by month, oldest first. */
export function duesByMonth(dues: readonly Due[]): { month: Month; amount: number }[] {
  const totals = new Map<Month, number>();
  for (const due of dues) totals.set(due.month, (totals.get(due.month) ?? 0) + due.unpaid);
  return [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, amount]) => ({ month, amount }));
}

/**
 * Which dues a payment of `amount` settles, oldest first, as its receipt lists them; what is left
 * over is paid in advance.
 */
export function settledBy(
  dues: readonly Due[],
  amount: number,
): { description: string; month: Month | null; amount: number }[] {
  const lines: { description: string; month: Month | null; amount: number }[] = [];
  let left = amount;
  for (const due of dues) {
    if (left === 0) break;
    const part = Math.min(left, due.unpaid);
    lines.push({ description: due.description, month: due.month, amount: part });
    left -= part;
  }
  if (left > 0) lines.push({ description: 'Paid in advance', month: null, amount: left });
  return lines;
}
