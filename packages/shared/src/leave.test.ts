import { describe, expect, it } from 'vitest';
import {
  guardianLinkExpiry,
  guardianStateOf,
  leaveApplySchema,
  leaveDaysProblem,
  leaveMessages as m,
  leaveRejectSchema,
  mayCancelLeave,
} from './leave';

const today = '2026-11-26';

describe('leaveDaysProblem', () => {
  it('takes one day, today, and 90 days up to 180 days ahead', () => {
    expect(leaveDaysProblem({ from: today, to: today, today })).toBeUndefined();
    expect(leaveDaysProblem({ from: today, to: '2027-02-23', today })).toBeUndefined();
    expect(leaveDaysProblem({ from: '2027-05-25', to: '2027-05-25', today })).toBeUndefined();
  });

  it('says which day is wrong, and why', () => {
    expect(leaveDaysProblem({ from: '2026-11-25', to: today, today })).toEqual({
      path: 'from',
      message: m.fromInPast(today),
    });
    expect(leaveDaysProblem({ from: '2026-11-28', to: '2026-11-27', today })).toEqual({
      path: 'to',
      message: m.toBeforeFrom,
    });
    expect(leaveDaysProblem({ from: today, to: '2027-02-24', today })).toEqual({
      path: 'to',
      message: m.tooLong,
    });
    expect(leaveDaysProblem({ from: '2027-05-26', to: '2027-05-26', today })).toEqual({
      path: 'from',
      message: m.tooFarAhead,
    });
  });

  it('counts across a month and a year end', () => {
    expect(leaveDaysProblem({ from: '2026-12-30', to: '2027-01-02', today })).toBeUndefined();
  });
});

describe('mayCancelLeave', () => {
  it('allows pending or approved leave before its first day only', () => {
    expect(mayCancelLeave({ status: 'Pending', from: '2026-11-27' }, today)).toBe(true);
    expect(mayCancelLeave({ status: 'Approved', from: '2026-11-27' }, today)).toBe(true);
    expect(mayCancelLeave({ status: 'Approved', from: today }, today)).toBe(false);
    expect(mayCancelLeave({ status: 'Rejected', from: '2026-11-30' }, today)).toBe(false);
    expect(mayCancelLeave({ status: 'Cancelled', from: '2026-11-30' }, today)).toBe(false);
  });
});

describe('the leave schemas', () => {
  it('trims the texts and asks for each', () => {
    const valid = {
      from: today,
      to: today,
      destination: '  Kochi ',
      reason: 'Wedding',
      contactPhone: '9876501234',
    };
    expect(leaveApplySchema.parse(valid).destination).toBe('Kochi');
    const empty = leaveApplySchema.safeParse({ ...valid, destination: ' ', reason: '' });
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual([
      m.destinationRequired,
      m.reasonRequired,
    ]);
    expect(leaveRejectSchema.safeParse({ note: '  ' }).error?.issues[0]?.message).toBe(
      m.rejectNoteRequired,
    );
  });
});

describe("a guardian's link (docs/product-rules.md#leave)", () => {
  it('works 48 hours, or until the leave’s first day at 00:00 in the college’s zone if sooner', () => {
    const asked = new Date('2026-11-26T06:00:00Z');
    // 1 Dec, 00:00 in Kolkata is 30 Nov, 18:30 UTC: after 48 hours.
    expect(guardianLinkExpiry(asked, '2026-12-01', 'Asia/Kolkata').toISOString()).toBe(
      '2026-11-28T06:00:00.000Z',
    );
    // 27 Nov, 00:00 in Kolkata is 26 Nov, 18:30 UTC: sooner.
    expect(guardianLinkExpiry(asked, '2026-11-27', 'Asia/Kolkata').toISOString()).toBe(
      '2026-11-26T18:30:00.000Z',
    );
  });

  it('says where a leave stands with the guardian', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const guardian = {
      askedAt: '2026-11-26T06:00:00Z',
      decision: null,
      decidedAt: null,
      expiresAt: '2026-11-27T06:00:00Z',
    };
    expect(guardianStateOf({ status: 'Pending', guardian: null }, now)).toBeNull();
    expect(guardianStateOf({ status: 'Pending' }, now)).toBeNull();
    expect(guardianStateOf({ status: 'Pending', guardian }, now)).toBe('waiting');
    expect(guardianStateOf({ status: 'Rejected', guardian }, now)).toBe('unanswered');
    expect(guardianStateOf({ status: 'Pending', guardian }, new Date('2026-11-27T06:00:00Z'))).toBe(
      'unanswered',
    );
    const declined = { ...guardian, decision: 'Declined' as const };
    expect(guardianStateOf({ status: 'Pending', guardian: declined }, now)).toBe('declined');
  });
});
