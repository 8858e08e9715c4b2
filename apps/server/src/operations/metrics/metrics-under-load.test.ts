import { afterAll, beforeAll, expect, it } from 'vitest';
import { holdPastItsLimit } from '../../test/held-past-its-limit';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ config: { overloadInFlight: 3 } });
});
afterAll(() => app.close());

it('serves the scrape while the server refuses reads, and counts the refusals', async () => {
  const hold = await holdPastItsLimit(app);
  await expect.poll(() => app.requestsInFlight()).toBeGreaterThan(3);
  const refused = await app.inject({ method: 'GET', url: '/api/health/ready' });
  expect(refused.statusCode).toBe(503);
  // On the embedded database the scrape's count of waiting e-mail waits for the held session.
  const scrape = app.inject({ method: 'GET', url: '/api/metrics' });

  await hold.release();
  const response = await scrape;
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain(
    'hms_http_requests_total{method="GET",route="/api/health/ready",status="503"} 1',
  );
});
