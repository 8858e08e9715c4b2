import { apiMessages } from '@hms/shared/messages';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../core/config/env';
import { holdPastItsLimit } from '../test/held-past-its-limit';
import { createTestApp, type TestApp } from '../test/test-app';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function serverWith(limits: Partial<Config>) {
  app = await createTestApp({ config: { overloadInFlight: 3, ...limits } });
  return app;
}

/** A read that asks the database; liveness is never refused, so it is not one. */
const ready = (server: TestApp) => server.inject({ method: 'GET', url: '/api/health/ready' });
const alive = (server: TestApp) => server.inject({ method: 'GET', url: '/api/health' });

const badSignIn = (server: TestApp) =>
  server.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: 'nobody@college.edu', password: 'not-the-password' },
  });

describe('a server past what it can serve', () => {
  it('refuses new reads while too many are worked on, then serves again', async () => {
    const server = await serverWith({ overloadInFlightWrites: 5 });
    // An update of the hostel holds it; four more updates are worked on behind it.
    const hold = await holdPastItsLimit(server);
    await expect.poll(() => server.requestsInFlight()).toBe(4);
    const refused = await ready(server);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toEqual({ success: false, message: apiMessages.serverBusy });
    // Busy is not dead: liveness still answers, so nothing restarts a server for being busy.
    expect((await alive(server)).statusCode).toBe(200);

    const answered = await hold.release();
    expect(answered.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    await expect.poll(async () => (await ready(server)).statusCode).toBe(200);
  });

  it('works on a few writes at a time; the rest wait their turn without holding reads back', async () => {
    const server = await serverWith({ overloadInFlightWrites: 2 });
    const hold = await holdPastItsLimit(server);
    // Two updates are worked on (held by the database), two wait their turn in the server.
    await expect.poll(() => server.requestsInFlight()).toBe(4);
    // Only two requests are being worked on, so a read is let in (on the embedded database it
    // waits for the held session like them).
    const read = ready(server);
    await pause(100);

    const answered = await hold.release();
    expect(answered.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await read).statusCode).toBe(200);
  });

  it('refuses a write that waited its turn too long, before it changed anything', async () => {
    const server = await serverWith({ overloadInFlightWrites: 1, overloadWriteWaitMs: 200 });
    const hold = await holdPastItsLimit(server);
    await expect.poll(() => server.requestsInFlight()).toBe(4);
    await pause(300);
    const refused = await badSignIn(server);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ success: false, message: apiMessages.serverBusy });

    const answered = (await hold.release()).map((response) => response.statusCode);
    // The one worked on is saved; the three that waited past their time were refused unstarted.
    expect(answered.sort()).toEqual([200, 503, 503, 503]);
    // Their places were given back: writes are worked on again.
    expect((await badSignIn(server)).statusCode).toBe(401);
  });
});
