/**
 * Dates in the browser's locale (1/6/2025 in India, 6/1/2025 in the US), from the ISO timestamps
 * the API sends (docs/product-rules.md#dates-in-locale). An unreadable value is shown as it came
 * rather than 'Invalid Date'.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString();
}

/** A date with its time of day, in the browser's locale: when a comment was written or a complaint resolved. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

/** A calendar day (`YYYY-MM-DD`, a stay's start or end) in the browser's locale. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00`);
  return Number.isNaN(date.getTime()) ? day : date.toLocaleDateString();
}
