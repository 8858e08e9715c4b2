/**
 * Times and dates in the reader's locale (1/6/2025 in India, 6/1/2025 in the US) and the college's
 * time zone (`TIME_ZONE` on the server), from the ISO timestamps the API sends
 * (docs/product-rules.md#dates-in-locale): a browser set to another zone still shows the day and
 * hour the office lives by. An unreadable value is shown as it came rather than 'Invalid Date'.
 */
let collegeTimeZone = 'Asia/Kolkata';

/**
 * Set once the public settings arrive (`getConfig`); until then the product's default zone. Kept
 * here rather than passed to every call: every screen formats with the one zone of its college.
 */
export function showTimesIn(timeZone: string): void {
  collegeTimeZone = timeZone;
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(undefined, { timeZone: collegeTimeZone });
}

/** A date with its time of day: when a comment was written or a complaint resolved. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, { timeZone: collegeTimeZone });
}

/** A calendar day (`YYYY-MM-DD`, a stay's start or end), which belongs to no zone. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00`);
  return Number.isNaN(date.getTime()) ? day : date.toLocaleDateString();
}
