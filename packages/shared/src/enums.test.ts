import { describe, expect, it } from 'vitest';
import { ROOM_CAPACITY, toCanonicalCategory } from './enums';

describe('complaint categories', () => {
  it('keeps canonical names and maps the original submit-form names (rule complaint-categories)', () => {
    expect(toCanonicalCategory('Medical')).toBe('Medical');
    expect(toCanonicalCategory('Food Quality')).toBe('Mess Food');
    expect(toCanonicalCategory('Electricity Issues')).toBe('Electricity');
    expect(toCanonicalCategory('Laundry Services')).toBe('Laundry');
    expect(toCanonicalCategory('Plumbing')).toBeUndefined();
  });
});

describe('room capacity', () => {
  it('derives from the type', () => {
    expect(ROOM_CAPACITY).toEqual({ Single: 1, Double: 2, Triple: 3, Quadruple: 4 });
  });
});
