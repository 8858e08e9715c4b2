import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../core/config/env';
import { bearer, buildComplaintInput, registerStudent } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * A closed-loop soak: a hundred clients at once, each sending its next request as soon as the
 * last is answered (or two seconds after a 503, as Retry-After asks, shortened here), half of them
 * opening their dashboard and half submitting complaints. Past what the server can serve, both
 * kinds must keep being served: writes must not take every place while the dashboards are turned
 * away, nor the other way round (docs/decisions/053).
 */
const CLIENTS = 100;
const SECONDS = 3;

let app: TestApp;
let token: string;
beforeAll(async () => {
  const { overloadInFlight, overloadInFlightWrites, overloadWriteWaitMs } = loadConfig({});
  app = await createTestApp({
    config: { overloadInFlight, overloadInFlightWrites, overloadWriteWaitMs },
  });
  token = (await registerStudent(app)).token;
});
afterAll(() => app.close());

type Tally = { served: number; refused: number; failed: number };

async function client(kind: 'read' | 'write', until: number, tally: Tally) {
  while (Date.now() < until) {
    const response =
      kind === 'read'
        ? await app.inject({ method: 'GET', url: '/api/student/dashboard', headers: bearer(token) })
        : await app.inject({
            method: 'POST',
            url: '/api/complaints',
            payload: buildComplaintInput(),
            headers: bearer(token),
          });
    if (response.statusCode < 300) tally.served += 1;
    else if (response.statusCode === 503) {
      tally.refused += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    } else tally.failed += 1;
  }
}

it('keeps serving reads and writes past its limit, a bounded share of places to the writes', async () => {
  const reads: Tally = { served: 0, refused: 0, failed: 0 };
  const writes: Tally = { served: 0, refused: 0, failed: 0 };
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, (_, n) =>
      n % 2 === 0 ? client('read', until, reads) : client('write', until, writes),
    ),
  );
  console.info(`soak: reads ${JSON.stringify(reads)}, writes ${JSON.stringify(writes)}`);
  expect(reads.failed + writes.failed).toBe(0);
  // The server was past what it can serve: something was refused.
  expect(reads.refused + writes.refused).toBeGreaterThan(0);
  // Writes hold a bounded share of the places, so the dashboards are not starved by them: where
  // every write was let in, 50 writers kept the server past its limit and reads were refused
  // nearly always. Writes keep being served in their share meanwhile.
  const served = reads.served + writes.served;
  expect(reads.served).toBeGreaterThanOrEqual(served / 2);
  expect(writes.served).toBeGreaterThanOrEqual(served / 20);
});
