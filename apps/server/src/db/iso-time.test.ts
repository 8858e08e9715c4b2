import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoTime } from './iso-time';

/** A time as PostgreSQL writes a timestamptz in UTC: trailing zeros of the fraction dropped. */
function asPostgres(micros: number, form: 'text' | 'json'): string {
  const iso = new Date(Math.floor(micros / 1000)).toISOString();
  const fraction = String(((micros % 1_000_000) + 1_000_000) % 1_000_000)
    .padStart(6, '0')
    .replace(/0+$/, '');
  const clock = `${iso.slice(11, 19)}${fraction ? `.${fraction}` : ''}`;
  return form === 'text' ? `${iso.slice(0, 10)} ${clock}+00` : `${iso.slice(0, 10)}T${clock}+00:00`;
}

// 1900 to 2200, to the microsecond.
const micros = fc.integer({ min: -2_208_988_800_000_000, max: 7_258_118_400_000_000 });

describe('isoTime', () => {
  it('answers what Date#toISOString answers, for both of PostgreSQL forms', () => {
    fc.assert(
      fc.property(micros, fc.constantFrom('text' as const, 'json' as const), (time, form) => {
        const written = asPostgres(time, form);
        const expected = new Date(Math.floor(time / 1000)).toISOString();
        expect(isoTime(written)).toBe(expected);
        expect(new Date(written).toISOString()).toBe(expected);
      }),
      { numRuns: 5_000 },
    );
  });

  it('rewrites the usual forms and leaves other offsets to Date', () => {
    expect(isoTime('2026-03-14 10:22:33.982661+00')).toBe('2026-03-14T10:22:33.982Z');
    expect(isoTime('2026-03-14T10:22:33+00:00')).toBe('2026-03-14T10:22:33.000Z');
    expect(isoTime('2026-03-14T10:22:33.5+00:00')).toBe('2026-03-14T10:22:33.500Z');
    expect(isoTime('2026-03-14 15:52:33.982661+05:30')).toBe('2026-03-14T10:22:33.982Z');
    expect(isoTime('2026-03-14T05:22:33.25-05:00')).toBe('2026-03-14T10:22:33.250Z');
  });
});
