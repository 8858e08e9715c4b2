import { addMonths } from '../hooks/use-report-filters';

const counts = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const averages = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** 1,25,000: a count with Indian digit grouping. */
export const formatCount = (value: number): string => counts.format(value);

/** 12.5: an average, to one decimal as the server rounds it. */
export const formatAverage = (value: number): string => averages.format(value);

/** Money as a spreadsheet takes it: rupees with two decimals, no sign or grouping. */
export const plainRupees = (paise: number): string => (paise / 100).toFixed(2);

/** A span of minutes in hours with one decimal, for a spreadsheet. */
export const plainHours = (minutes: number): string => (minutes / 60).toFixed(1);

/** An axis tick of a time to resolve, in hours up to two days and in days after: "36 h", "4 d". */
export function formatHoursTick(hours: number): string {
  return hours < 48 ? `${averages.format(hours)} h` : `${averages.format(hours / 24)} d`;
}

/** Every month from `from` to `to`, both included, so that a month with nothing still shows. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** A name cut to fit an axis; the table beside the chart holds it whole. */
export function shortName(name: string, max = 16): string {
  const letters = Array.from(name);
  return letters.length <= max ? name : `${letters.slice(0, max - 1).join('')}…`;
}
