import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@hms/shared/audit';
import { describeEntry } from './describe-entry';

const student = 'Asha Rao (2025000001)';

function feeEntry(action: string, after: Record<string, unknown>): AuditEntry {
  return {
    id: 1,
    at: '2026-11-25T10:00:00.000Z',
    actor: { id: 'a1', role: 'admin', name: 'Asha Menon' },
    action,
    entityType: 'ledger',
    entityId: 'e1',
    label: student,
    before: null,
    after: { student: 's1', receiptNumber: null, ...after },
  };
}

describe('describeEntry for fees', () => {
  it('says what each ledger entry did, with its amount in rupees and paise', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'ledger.charge',
        { kind: 'Charge', amount: 500000, description: 'Rent for Nov 2026' },
        `charged ${student} ₹5,000 (Rent for Nov 2026)`,
      ],
      [
        'ledger.credit',
        { kind: 'Waiver', amount: -12550, description: 'Rent for Nov 2026: 3 days not lived' },
        `credited ${student} ₹125.50 (Rent for Nov 2026: 3 days not lived)`,
      ],
      [
        'ledger.payment',
        { kind: 'Payment', amount: -250000, receiptNumber: 'RCPT/2026-27/000123' },
        `recorded a payment of ₹2,500 from ${student}, receipt RCPT/2026-27/000123`,
      ],
      [
        'ledger.fine',
        { kind: 'Fine', amount: 10000, description: 'Lost key' },
        `fined ${student} ₹100 (Lost key)`,
      ],
      [
        'ledger.waiver',
        { kind: 'Waiver', amount: -10000, description: 'Hardship' },
        `waived ₹100 of what ${student} owes (Hardship)`,
      ],
      [
        'ledger.refund',
        { kind: 'Refund', amount: 10000, description: 'Overpaid' },
        `refunded ₹100 to ${student} (Overpaid)`,
      ],
      [
        'ledger.deposit',
        { kind: 'Deposit returned', amount: -800000, description: 'Security deposit returned' },
        `returned ₹8,000 of the security deposit of ${student} (Security deposit returned)`,
      ],
      [
        'ledger.deposit',
        { kind: 'Refund', amount: 300000, description: 'Security deposit refunded by UPI' },
        `refunded ₹3,000 of the security deposit to ${student}`,
      ],
      [
        'ledger.reverse',
        { kind: 'Reversal', amount: -10000, description: 'Reversal of: Lost key' },
        `reversed “Lost key” for ${student}`,
      ],
    ];
    for (const [action, after, words] of cases) {
      expect(describeEntry(feeEntry(action, after))).toBe(words);
    }
  });

  it('says how many charges a posting added, for which month and hostel', () => {
    const posting = (lines: number): AuditEntry => ({
      ...feeEntry('posting.create', {}),
      entityType: 'posting',
      label: 'Nov 2026, Kaveri',
      after: { _id: 'p1', month: '2026-11', hostel: null, lines, students: 2, total: 1200000 },
    });
    expect(describeEntry(posting(3))).toBe('posted 3 charges for Nov 2026, Kaveri, ₹12,000 in all');
    expect(describeEntry(posting(1))).toBe(
      'posted one charge for Nov 2026, Kaveri, ₹12,000 in all',
    );
  });

  it('still reads when an entry lacks the fields it usually has', () => {
    expect(describeEntry({ ...feeEntry('ledger.fine', {}), after: null })).toBe(
      `fined ${student} an amount`,
    );
    expect(describeEntry({ ...feeEntry('ledger.reverse', {}), after: null })).toBe(
      `reversed an entry of ${student}`,
    );
  });
});
