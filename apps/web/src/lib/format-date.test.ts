import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, showTimesIn } from './format-date';

// 20:00 UTC on 1 June is already 2 June in India and still 1 June in New York.
const evening = '2025-06-01T20:00:00.000Z';
const inZone = (timeZone: string) => ({ timeZone });

afterEach(() => showTimesIn('Asia/Kolkata'));

describe('formatDate', () => {
  it("gives the day in the reader's locale and the college's time zone", () => {
    showTimesIn('Asia/Kolkata');
    expect(formatDate(evening)).toBe(
      new Date(evening).toLocaleDateString(undefined, inZone('Asia/Kolkata')),
    );
    showTimesIn('America/New_York');
    expect(formatDate(evening)).toBe(
      new Date(evening).toLocaleDateString(undefined, inZone('America/New_York')),
    );
    expect(formatDate(evening)).not.toBe(
      new Date(evening).toLocaleDateString(undefined, inZone('Asia/Kolkata')),
    );
  });

  it('shows an unreadable value as it came', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it("gives the date and time in the reader's locale and the college's time zone", () => {
    showTimesIn('Europe/London');
    expect(formatDateTime(evening)).toBe(
      new Date(evening).toLocaleString(undefined, inZone('Europe/London')),
    );
    showTimesIn('Asia/Kolkata');
    expect(formatDateTime(evening)).toBe(
      new Date(evening).toLocaleString(undefined, inZone('Asia/Kolkata')),
    );
  });

  it('shows an unreadable value as it came', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('formatDay', () => {
  it('shows a calendar day as that day, whatever the zone', () => {
    showTimesIn('America/New_York');
    expect(formatDay('2025-06-02')).toBe(new Date('2025-06-02T00:00:00').toLocaleDateString());
  });
});
