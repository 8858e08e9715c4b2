import { describe, expect, it } from 'vitest';
import { formatRupees, formatWholeRupees, parseRupees } from './money';

describe('formatRupees', () => {
  it('writes whole rupees with Indian digit grouping and no paise', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(500)).toBe('₹5');
    expect(formatRupees(100_000)).toBe('₹1,000');
    expect(formatRupees(1_00_00_000_00)).toBe('₹1,00,00,000');
  });

  it('writes paise as two digits only when there are any', () => {
    expect(formatRupees(12500050)).toBe('₹1,25,000.50');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(1)).toBe('₹0.01');
    expect(formatRupees(199)).toBe('₹1.99');
  });

  it('puts a minus sign before the rupee sign for a negative amount', () => {
    expect(formatRupees(-50000)).toBe('−₹500');
    expect(formatRupees(-5)).toBe('−₹0.05');
    expect(formatRupees(-12500050)).toBe('−₹1,25,000.50');
  });
});

describe('formatWholeRupees', () => {
  it('writes rupees as hostels and rooms hold them', () => {
    expect(formatWholeRupees(0)).toBe('₹0');
    expect(formatWholeRupees(125000)).toBe('₹1,25,000');
    expect(formatWholeRupees(1_00_00_000)).toBe('₹1,00,00,000');
  });
});

describe('parseRupees', () => {
  it('reads what a person types as paise', () => {
    expect(parseRupees('1,250.5')).toBe(125050);
    expect(parseRupees('₹ 1250.50')).toBe(125050);
    expect(parseRupees('1250')).toBe(125000);
    expect(parseRupees('0.05')).toBe(5);
    expect(parseRupees(' 1,00,00,000 ')).toBe(1_00_00_000_00);
  });

  it('rejects what is not an amount of money', () => {
    expect(parseRupees('12.345')).toBeUndefined();
    expect(parseRupees('abc')).toBeUndefined();
    expect(parseRupees('')).toBeUndefined();
    expect(parseRupees('-5')).toBeUndefined();
    expect(parseRupees('12.')).toBeUndefined();
    expect(parseRupees('.5')).toBeUndefined();
  });

  it('reads back what formatRupees writes', () => {
    for (const paise of [0, 5, 50, 12500050, 1_00_00_000_00]) {
      expect(parseRupees(formatRupees(paise))).toBe(paise);
    }
  });
});
