import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

function throttleAt(start = 0) {
  const clock = { now: start };
  const throttle = new LoginThrottle(
    { perIdentifier: 3, perAddress: 5, windowMs: 10 * 60_000 },
    () => clock.now,
  );
  return { throttle, clock };
}

describe('the sign-in throttle', () => {
  it('blocks an identifier after its failures and says how long to wait', () => {
    const { throttle, clock } = throttleAt();
    for (let i = 0; i < 3; i += 1) throttle.recordFailure('asha@college.edu', '10.0.0.1');
    expect(() => throttle.check('ASHA@college.edu', '10.0.0.2')).toThrow(
      'Too many attempts. Try again in 10 minutes.',
    );
    clock.now += 9 * 60_000 + 1;
    expect(() => throttle.check('asha@college.edu', '10.0.0.2')).toThrow(
      'Too many attempts. Try again in 1 minute.',
    );
    clock.now += 60_000;
    expect(() => throttle.check('asha@college.edu', '10.0.0.2')).not.toThrow();
  });

  it('blocks an address trying many identifiers', () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 5; i += 1) throttle.recordFailure(`user${i}@college.edu`, '10.0.0.9');
    expect(() => throttle.check('someone-new@college.edu', '10.0.0.9')).toThrow(
      /Too many attempts/,
    );
    expect(() => throttle.check('someone-new@college.edu', '10.0.0.10')).not.toThrow();
  });

  it('forgets an identifier after a successful sign-in', () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 2; i += 1) throttle.recordFailure('ravi', '10.0.0.1');
    throttle.recordSuccess('ravi');
    throttle.recordFailure('ravi', '10.0.0.1');
    expect(() => throttle.check('ravi', '10.0.0.1')).not.toThrow();
  });

  it('forgets expired failures once many keys are tracked', () => {
    const { throttle, clock } = throttleAt();
    for (let i = 0; i < 6000; i += 1)
      throttle.recordFailure(`user${i}`, `10.1.${i >> 8}.${i & 255}`);
    expect(throttle.size).toBe(12_000);
    clock.now += 11 * 60_000;
    throttle.recordFailure('late', '10.9.9.9');
    expect(throttle.size).toBe(2);
  });
});
