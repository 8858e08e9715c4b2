const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` input shows it: the browser's own clock, to the minute. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value as the instant the API takes; empty: none. */
export function fromLocalInput(value: string): string | undefined {
  if (value === '') return undefined;
  const d = new Date(value);
  // Left as typed, so that the schema names it: 'Enter a real date and time'.
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}
