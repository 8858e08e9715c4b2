import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function server(config: Parameters<typeof createTestApp>[0] = {}) {
  const app = await createTestApp(config);
  apps.push(app);
  return app;
}

const idOf = async (app: TestApp, headers: Record<string, string> = {}) =>
  (await app.inject({ method: 'GET', url: '/api/health', headers })).headers['x-request-id'];

describe('request ids', () => {
  it('are unique across servers, not a count each server starts again', async () => {
    const [first, second] = [await server(), await server()];
    const ids = [await idOf(first), await idOf(second), await idOf(first), await idOf(second)];
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("take a trusted proxy's id, so one request is followed from its log to the server's", async () => {
    const app = await server({
      config: { trustProxy: true, proxyRequestIdHeader: 'x-request-id' },
    });
    expect(await idOf(app, { 'x-request-id': 'edge-7f3a.91' })).toBe('edge-7f3a.91');
    // An id that could break a log line is replaced.
    expect(await idOf(app, { 'x-request-id': 'bad id\nforged line' })).toMatch(UUID);
  });

  it('ignore the header when no proxy is trusted: a client cannot choose its id', async () => {
    const app = await server();
    expect(await idOf(app, { 'x-request-id': 'chosen-by-client' })).toMatch(UUID);
  });
});
