import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('formatDate', () => {
  it("uses the browser's locale", () => {
    const iso = '2025-06-01T10:00:00.000Z';
    expect(formatDate(iso)).toBe(new Date(iso).toLocaleDateString());
  });

  it('shows an unreadable value as it came', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it("gives the date and time in the browser's locale", () => {
    const iso = '2025-06-01T10:00:00.000Z';
    expect(formatDateTime(iso)).toBe(new Date(iso).toLocaleString());
  });

  it('shows an unreadable value as it came', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});
