import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  it('records what helmet sets for the options, once, as plain header values', () => {
    const headers = securityHeaders({
      contentSecurityPolicy: {
        directives: { defaultSrc: ["'self'"], upgradeInsecureRequests: null },
      },
      strictTransportSecurity: false,
    });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(headers).not.toHaveProperty('strict-transport-security');
    expect(Object.values(headers).every((value) => typeof value === 'string')).toBe(true);
  });
});
