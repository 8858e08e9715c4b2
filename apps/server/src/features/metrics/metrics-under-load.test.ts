import { afterAll, beforeAll, expect, it } from 'vitest';
import { lockHostel } from '../hostels/hostels-repository';
import { bearer, buildHostelInput, createHostel, registerAdmin } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ config: { overloadInFlight: 3 } });
});
afterAll(() => app.close());

it('serves the scrape while the server refuses reads, and counts the refusals', async () => {
  const admin = (await registerAdmin(app)).token;
  const hostel = await createHostel(app, admin);
  // As in overload.test.ts: one transaction holds the hostel, four updates queue behind it.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked: () => void = () => {};
  const lockTaken = new Promise<void>((resolve) => (locked = resolve));
  const holder = app.db.transaction(async (tx) => {
    await lockHostel(tx, hostel._id);
    locked();
    await held;
  });
  await lockTaken;
  const waiting = Array.from({ length: 4 }, () =>
    app.inject({
      method: 'PUT',
      url: `/api/hostels/${hostel._id}`,
      payload: buildHostelInput(),
      headers: bearer(admin),
    }),
  );
  await expect.poll(() => app.isUnderPressure()).toBe(true);
  const refused = await app.inject({ method: 'GET', url: '/api/health' });
  expect(refused.statusCode).toBe(503);
  // On the embedded database the scrape's count of waiting e-mail waits for the held session.
  const scrape = app.inject({ method: 'GET', url: '/api/metrics' });

  release();
  await holder;
  await Promise.all(waiting);
  const response = await scrape;
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain(
    'hms_http_requests_total{method="GET",route="/api/health",status="503"} 1',
  );
});
