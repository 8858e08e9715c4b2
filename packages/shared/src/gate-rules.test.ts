import { describe, expect, it } from 'vitest';
import {
  curfewBefore,
  instantAt,
  lateMinutes,
  movementMeaning,
  nightOf,
  whereabouts,
  type MovementFacts,
} from './gate-rules';

const IST = 'Asia/Kolkata';
const ist = (wall: string) => new Date(`${wall}+05:30`);

describe('instantAt', () => {
  it("reads a wall-clock time in the college's zone", () => {
    expect(instantAt('2026-11-29', '22:00', IST)).toEqual(ist('2026-11-29T22:00:00'));
  });

  it('settles a change of summer time', () => {
    expect(instantAt('2026-03-29', '22:00', 'Europe/London').toISOString()).toBe(
      '2026-03-29T21:00:00.000Z',
    );
    expect(instantAt('2026-03-28', '22:00', 'Europe/London').toISOString()).toBe(
      '2026-03-28T22:00:00.000Z',
    );
  });
});

describe('nightOf', () => {
  it('keeps the small hours with the evening before', () => {
    expect(nightOf(ist('2026-11-30T00:30:00'), IST)).toBe('2026-11-29');
    expect(nightOf(ist('2026-11-30T05:00:00'), IST)).toBe('2026-11-30');
    expect(nightOf(ist('2026-11-29T21:00:00'), IST)).toBe('2026-11-29');
  });
});

describe('curfewBefore', () => {
  it("is tonight's once it has struck, else last night's", () => {
    expect(curfewBefore(ist('2026-11-29T22:40:00'), '22:00', IST)).toEqual(
      ist('2026-11-29T22:00:00'),
    );
    expect(curfewBefore(ist('2026-11-30T01:10:00'), '22:00', IST)).toEqual(
      ist('2026-11-29T22:00:00'),
    );
  });
});

describe('lateMinutes', () => {
  const back = (wall: string, wentOut: string | null, leaveLastDay?: string) =>
    lateMinutes({
      returnedAt: ist(wall),
      wentOutAt: wentOut ? ist(wentOut) : null,
      curfew: '22:00',
      timeZone: IST,
      leaveLastDay: leaveLastDay ?? null,
    });

  it('counts a return in the night after curfew', () => {
    expect(back('2026-11-29T22:40:00', '2026-11-29T19:00:00')).toBe(40);
    expect(back('2026-11-30T01:00:00', '2026-11-29T23:00:00')).toBe(180);
  });

  it('counts a return the next day by someone out as the curfew struck', () => {
    expect(back('2026-11-30T09:00:00', '2026-11-29T20:00:00')).toBe(660);
  });

  it('lets a daytime return after a daytime outing be', () => {
    expect(back('2026-11-30T12:00:00', '2026-11-30T09:00:00')).toBeNull();
    expect(back('2026-11-29T21:59:00', '2026-11-29T18:00:00')).toBeNull();
  });

  it("holds leave to its last day's curfew", () => {
    expect(back('2026-12-02T21:00:00', '2026-11-28T08:00:00', '2026-12-02')).toBeNull();
    expect(back('2026-12-03T08:00:00', '2026-11-28T08:00:00', '2026-12-02')).toBe(600);
  });
});

describe('whereabouts', () => {
  const now = ist('2026-11-29T20:00:00');
  const at = (
    lastDirection: 'out' | 'in' | null,
    lastMovementAt: string | null,
    leave: { fromDay: string; toDay: string } | null,
  ) =>
    whereabouts({
      lastDirection,
      lastMovementAt: lastMovementAt ? ist(lastMovementAt) : null,
      leave,
      now,
      curfew: '22:00',
      timeZone: IST,
    });

  it('puts a resident inside until their last movement is an "out"', () => {
    expect(at(null, null, null)).toBe('inside');
    expect(at('in', '2026-11-29T18:00:00', null)).toBe('inside');
    expect(at('out', '2026-11-29T18:00:00', null)).toBe('outWithoutLeave');
  });

  it('says on leave while the leave lasts, and overdue once its last curfew has passed', () => {
    expect(at('out', '2026-11-28T09:00:00', { fromDay: '2026-11-28', toDay: '2026-11-30' })).toBe(
      'onLeave',
    );
    expect(at('out', '2026-11-25T09:00:00', { fromDay: '2026-11-25', toDay: '2026-11-28' })).toBe(
      'overdue',
    );
  });

  it('takes approved leave at its word when nothing was scanned since it began', () => {
    expect(at(null, null, { fromDay: '2026-11-29', toDay: '2026-11-30' })).toBe('onLeave');
    expect(at('in', '2026-11-20T10:00:00', { fromDay: '2026-11-29', toDay: '2026-11-30' })).toBe(
      'onLeave',
    );
    expect(at('in', '2026-11-29T10:00:00', { fromDay: '2026-11-29', toDay: '2026-11-30' })).toBe(
      'inside',
    );
  });
});

describe('movementMeaning', () => {
  const facts = (over: Partial<MovementFacts>): MovementFacts => ({
    direction: 'out',
    leaveUntil: null,
    lateMinutes: null,
    unmatched: null,
    withoutLeave: false,
    fromLeave: false,
    ...over,
  });

  it('says what the guard needs to hear', () => {
    expect(movementMeaning(facts({ leaveUntil: '2026-11-30' }))).toBe(
      'On approved leave until 30 Nov',
    );
    expect(movementMeaning(facts({ withoutLeave: true }))).toBe('Out without leave');
    expect(movementMeaning(facts({ direction: 'in', lateMinutes: 40 }))).toBe(
      'Back 40 minutes after curfew',
    );
    expect(movementMeaning(facts({ direction: 'in', lateMinutes: 150, fromLeave: true }))).toBe(
      'Back 2 hours 30 min after leave ended',
    );
    expect(movementMeaning(facts({ direction: 'in', unmatched: 'in-without-out' }))).toBe(
      'Back on time; no "out" was recorded before this',
    );
  });
});
