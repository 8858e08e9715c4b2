import { apiMessages } from '@hms/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { holdPastItsLimit } from '../test/held-past-its-limit';
import { createTestApp, type TestApp } from '../test/test-app';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let app: TestApp;
beforeAll(async () => {
  // As production runs it, but for a lower limit of requests waiting.
  const { overloadInFlightWrites } = loadConfig({});
  app = await createTestApp({ config: { overloadInFlight: 3, overloadInFlightWrites } });
});
afterAll(() => app.close());

const health = async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;

describe('a server past what it can serve', () => {
  it('refuses new reads while too many wait for the database, then serves again', async () => {
    // An update of the hostel holds it; four more updates queue behind it in the database.
    const hold = await holdPastItsLimit(app);
    // Past the next look at the waiting requests; on the embedded database, whose one session
    // the holder has, a request let in now would wait too.
    await pause(200);
    const refused = await app.inject({ method: 'GET', url: '/api/health' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toEqual({ success: false, message: apiMessages.serverBusy });
    // A write is what someone came to do: it goes through, and waits its turn like the others.
    const signIn = app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'nobody@college.edu', password: 'not-the-password' },
    });

    const answered = await hold.release();
    expect((await signIn).statusCode).toBe(401);
    expect(answered.every((response) => response.statusCode < 500)).toBe(true);
    await expect.poll(health, { timeout: 5_000, interval: 25 }).toBe(200);
  });
});
