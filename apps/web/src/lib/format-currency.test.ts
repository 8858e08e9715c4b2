import { describe, expect, it } from 'vitest';
import { formatCurrency } from './format-currency';

describe('formatCurrency', () => {
  it('writes rupees with Indian digit grouping', () => {
    expect(formatCurrency(125000)).toBe('₹1,25,000');
    expect(formatCurrency(10000000)).toBe('₹1,00,00,000');
  });

  it('rounds to whole rupees', () => {
    expect(formatCurrency(999.6)).toBe('₹1,000');
    expect(formatCurrency(0)).toBe('₹0');
  });
});
