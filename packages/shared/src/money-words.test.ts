import { describe, expect, it } from 'vitest';
import { AMOUNT_MAX_PAISE } from './fees';
import { rupeesInWords } from './money-words';

/** Whole rupees as paise, to keep the cases readable. */
const rupees = (n: number) => n * 100;

describe('rupees in words', () => {
  it('writes the examples on a receipt', () => {
    expect(rupeesInWords(12500050)).toBe(
      'Rupees One Lakh Twenty-Five Thousand and Fifty Paise Only',
    );
    expect(rupeesInWords(100)).toBe('Rupees One Only');
    expect(rupeesInWords(50)).toBe('Fifty Paise Only');
    expect(rupeesInWords(0)).toBe('Rupees Zero Only');
  });

  it('writes units and teens', () => {
    expect(rupeesInWords(rupees(7))).toBe('Rupees Seven Only');
    expect(rupeesInWords(rupees(10))).toBe('Rupees Ten Only');
    expect(rupeesInWords(rupees(11))).toBe('Rupees Eleven Only');
    expect(rupeesInWords(rupees(15))).toBe('Rupees Fifteen Only');
    expect(rupeesInWords(rupees(19))).toBe('Rupees Nineteen Only');
  });

  it('writes tens, joined to units with a hyphen', () => {
    expect(rupeesInWords(rupees(20))).toBe('Rupees Twenty Only');
    expect(rupeesInWords(rupees(21))).toBe('Rupees Twenty-One Only');
    expect(rupeesInWords(rupees(40))).toBe('Rupees Forty Only');
    expect(rupeesInWords(rupees(99))).toBe('Rupees Ninety-Nine Only');
  });

  it('puts "and" after a hundred only when tens or units follow', () => {
    expect(rupeesInWords(rupees(100))).toBe('Rupees One Hundred Only');
    expect(rupeesInWords(rupees(101))).toBe('Rupees One Hundred and One Only');
    expect(rupeesInWords(rupees(110))).toBe('Rupees One Hundred and Ten Only');
    expect(rupeesInWords(rupees(789))).toBe('Rupees Seven Hundred and Eighty-Nine Only');
    expect(rupeesInWords(rupees(999))).toBe('Rupees Nine Hundred and Ninety-Nine Only');
  });

  it('crosses into thousands', () => {
    expect(rupeesInWords(rupees(1_000))).toBe('Rupees One Thousand Only');
    expect(rupeesInWords(rupees(1_001))).toBe('Rupees One Thousand One Only');
    expect(rupeesInWords(rupees(1_100))).toBe('Rupees One Thousand One Hundred Only');
    expect(rupeesInWords(rupees(12_345))).toBe(
      'Rupees Twelve Thousand Three Hundred and Forty-Five Only',
    );
    expect(rupeesInWords(rupees(99_999))).toBe(
      'Rupees Ninety-Nine Thousand Nine Hundred and Ninety-Nine Only',
    );
  });

  it('counts lakhs, not hundred thousands', () => {
    expect(rupeesInWords(rupees(1_00_000))).toBe('Rupees One Lakh Only');
    expect(rupeesInWords(rupees(1_00_005))).toBe('Rupees One Lakh Five Only');
    expect(rupeesInWords(rupees(10_00_000))).toBe('Rupees Ten Lakh Only');
    expect(rupeesInWords(rupees(99_99_999))).toBe(
      'Rupees Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred and Ninety-Nine Only',
    );
  });

  it('counts crores, not millions', () => {
    expect(rupeesInWords(1_00_00_000_00)).toBe('Rupees One Crore Only');
    expect(rupeesInWords(rupees(1_00_00_001))).toBe('Rupees One Crore One Only');
    expect(rupeesInWords(12_34_56_789_05)).toBe(
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred and Eighty-Nine and Five Paise Only',
    );
  });

  it('writes the largest amount an entry may hold', () => {
    expect(AMOUNT_MAX_PAISE).toBe(rupees(1_00_00_000));
    expect(rupeesInWords(AMOUNT_MAX_PAISE)).toBe('Rupees One Crore Only');
    expect(rupeesInWords(AMOUNT_MAX_PAISE - 1)).toBe(
      'Rupees Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred and Ninety-Nine and Ninety-Nine Paise Only',
    );
  });

  it('writes a count of crores itself in words beyond a hundred crore', () => {
    expect(rupeesInWords(rupees(120_00_00_000))).toBe('Rupees One Hundred and Twenty Crore Only');
    expect(rupeesInWords(rupees(1_00_000_00_00_000))).toBe('Rupees One Lakh Crore Only');
  });

  it('writes paise alone, and paise after rupees', () => {
    expect(rupeesInWords(1)).toBe('One Paise Only');
    expect(rupeesInWords(5)).toBe('Five Paise Only');
    expect(rupeesInWords(99)).toBe('Ninety-Nine Paise Only');
    expect(rupeesInWords(101)).toBe('Rupees One and One Paise Only');
    expect(rupeesInWords(rupees(500) + 75)).toBe('Rupees Five Hundred and Seventy-Five Paise Only');
  });

  it('refuses a negative amount or a fraction of a paisa', () => {
    expect(() => rupeesInWords(-1)).toThrow(RangeError);
    expect(() => rupeesInWords(-50000)).toThrow(RangeError);
    expect(() => rupeesInWords(10.5)).toThrow(RangeError);
    expect(() => rupeesInWords(Number.NaN)).toThrow(RangeError);
    expect(() => rupeesInWords(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
