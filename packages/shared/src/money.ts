/**
 * Money (docs/product-rules.md#money-in-rupees). Ledger amounts are whole paise, integers end to
 * end; fees and rents on hostels and rooms are whole rupees. One helper writes both.
 */

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/**
 * ₹1,25,000 or ₹1,25,000.50: the rupee sign, Indian digit grouping, and paise only when there are
 * any. A negative amount reads −₹500.
 */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? '−' : '';
  const whole = Math.abs(paise);
  const rupees = Math.floor(whole / 100);
  const rest = whole % 100;
  return `${sign}₹${grouping.format(rupees)}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** Whole rupees, as hostels and rooms hold them: ₹1,25,000. */
export function formatWholeRupees(rupees: number): string {
  return formatRupees(rupees * 100);
}

/**
 * What a person types into an amount box ("1,250.5", "₹ 1250.50", "1250") as paise, or
 * undefined when it is not an amount of money: more than two decimals, letters, or nothing.
 */
export function parseRupees(typed: string): number | undefined {
  const cleaned = typed.replace(/[₹,\s]/g, '');
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return undefined;
  const rupees = Number(match[1]);
  const paise = Number((match[2] ?? '').padEnd(2, '0'));
  return rupees * 100 + paise;
}
