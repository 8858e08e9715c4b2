import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('security headers', () => {
  it.each([
    ['an answer', '/api/health', 200],
    ['a refusal', '/api/admin/dashboard', 401],
    ['an unknown address', '/api/no-such-address', 404],
  ])('come with %s', async (_kind, url, status) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
    );
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
    });
    expect(response.headers).not.toHaveProperty('strict-transport-security');
  });
});

describe('Strict-Transport-Security', () => {
  const behindProxy = async (hsts: 'auto' | 'on' | 'off') => {
    const server = await createTestApp({ config: { trustProxy: true, hsts } });
    const over = async (proto: string) =>
      (
        await server.inject({
          method: 'GET',
          url: '/api/health',
          headers: { 'x-forwarded-proto': proto },
        })
      ).headers['strict-transport-security'];
    try {
      return { https: await over('https'), http: await over('http') };
    } finally {
      await server.close();
    }
  };

  it('is sent on answers to requests that came over TLS, and only on them', async () => {
    expect(await behindProxy('auto')).toEqual({
      https: 'max-age=31536000; includeSubDomains',
      http: undefined,
    });
  });

  it('is always sent with HSTS=on and never with HSTS=off', async () => {
    expect(await behindProxy('on')).toEqual({
      https: 'max-age=31536000; includeSubDomains',
      http: 'max-age=31536000; includeSubDomains',
    });
    expect(await behindProxy('off')).toEqual({ https: undefined, http: undefined });
  });

  it('ignores a forwarded protocol from a proxy that is not trusted', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers).not.toHaveProperty('strict-transport-security');
  });
});
