import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { metricsMessages } from './metrics-access';

const TOKEN = 'scraper-token-0123456789';
const ELSEWHERE = '10.1.2.3';

/** Behind a reverse proxy on the same machine, with a scraper elsewhere given the token. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ config: { metricsToken: TOKEN, trustProxy: true } });
});
afterAll(async () => {
  await app.close();
});

const scrape = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  app.inject({ method: 'GET', url: '/api/metrics', ...options });

describe('who may read the metrics', () => {
  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('a caller on this machine (%s)', async (ip) => {
    expect((await scrape({ remoteAddress: ip })).statusCode).toBe(200);
  });

  it('a caller through the proxy on this machine, for this machine', async () => {
    const response = await scrape({ headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(response.statusCode).toBe(200);
  });

  it('a caller elsewhere with the token', async () => {
    expect((await scrape({ remoteAddress: ELSEWHERE, headers: bearer(TOKEN) })).statusCode).toBe(
      200,
    );
  });
});

describe('who may not', () => {
  it('a caller elsewhere without a token: told how to get in', async () => {
    const response = await scrape({ remoteAddress: ELSEWHERE });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: metricsMessages.notFromHere });
  });

  it.each([
    ['a wrong token', bearer(`${TOKEN}x`)],
    ['a sign-in token', bearer('eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl')],
    ['the token without its scheme', { authorization: TOKEN }],
  ])('a caller elsewhere with %s', async (_, headers) => {
    const response = await scrape({ remoteAddress: ELSEWHERE, headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: metricsMessages.wrongToken });
  });

  it.each([
    ['for a client elsewhere', '203.0.113.9'],
    // The client wrote 127.0.0.1 into the header itself; the proxy added its real address.
    ['for a client that claims to be local', '127.0.0.1, 203.0.113.9'],
  ])('a request the proxy on this machine forwards %s', async (_, forwardedFor) => {
    const response = await scrape({ headers: { 'x-forwarded-for': forwardedFor } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: metricsMessages.notFromHere });
  });
});
