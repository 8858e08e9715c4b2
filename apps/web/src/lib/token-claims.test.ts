import { describe, expect, it } from 'vitest';
import { createAdmin, createStudent, createToken } from '@/testing/factories';
import { claimedRole } from './token-claims';

function tokenWithPayload(payload: string): string {
  return `header.${payload}.signature`;
}

describe('claimedRole', () => {
  it("reads the role from the token's payload", () => {
    expect(claimedRole(createToken(createAdmin()))).toBe('admin');
    expect(claimedRole(createToken(createStudent()))).toBe('student');
  });

  it('reads base64url payloads without padding, whatever characters they hold', () => {
    // Standard base64 of this payload holds a '/' and ends in '=': base64url has neither.
    const base64 = btoa(JSON.stringify({ role: 'admin', note: '?>?>?' }));
    expect(base64).toMatch(/\/.*==$/);
    const payload = base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(claimedRole(tokenWithPayload(payload))).toBe('admin');
  });

  it('claims nothing for an expired token', () => {
    const now = Date.parse('2025-06-01T10:00:00Z');
    const token = createToken(createAdmin(), new Date(now - 1000));
    expect(claimedRole(token, now)).toBeNull();
    expect(claimedRole(token, now - 5000)).toBe('admin');
  });

  it.each([
    ['not a JWT', 'stored-token'],
    ['a payload that is not base64', tokenWithPayload('%%%')],
    ['a payload that is not JSON', tokenWithPayload(btoa('role=admin'))],
    ['a payload that is not an object', tokenWithPayload(btoa('"admin"'))],
    ['no role', tokenWithPayload(btoa(JSON.stringify({ sub: 'x' })))],
    ['an unknown role', tokenWithPayload(btoa(JSON.stringify({ role: 'porter' })))],
    [
      'an expiry that is not a number',
      tokenWithPayload(btoa(JSON.stringify({ role: 'admin', exp: 'soon' }))),
    ],
  ])('claims nothing for %s', (_case, token) => {
    expect(claimedRole(token)).toBeNull();
  });
});
