import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANGE_WINDOW_MS } from '../cache/change-feed';
import { loadConfig } from '../config/env';
import { complaints } from '../db/schema';
import {
  bearer,
  buildComplaintRow,
  registerAdmin,
  registerStudent,
  submitComplaint,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// As production runs it: the lists' default reuse of a count, not the tests' zero.
const { listTotalsCacheMs } = loadConfig({});

let app: TestApp;
let admin: string;
let student: string;
let studentId: string;
beforeAll(async () => {
  app = await createTestApp({ config: { listTotalsCacheMs } });
  admin = (await registerAdmin(app)).token;
  const registered = await registerStudent(app);
  student = registered.token;
  studentId = registered.user._id;
  for (let i = 0; i < 3; i += 1) await submitComplaint(app, student);
  // The seeding's own clearing of the totals falls due within the change window; let it pass, so
  // that it cannot land inside the test and count afresh what the test expects to be reused.
  await new Promise((resolve) => setTimeout(resolve, CHANGE_WINDOW_MS + 50));
});
afterAll(async () => {
  vi.useRealTimers();
  await app.close();
});

async function total(limit: number): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/complaints?status=Open&limit=${limit}`,
    headers: bearer(admin),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ pagination: { total: number } }>().pagination.total;
}

describe("a list's total as production keeps it", () => {
  it('is reused for a few seconds, yet a page that ends the list says it exactly', async () => {
    expect(listTotalsCacheMs).toBe(5_000);
    // Only the clock the reuse reads is faked; the database and the server keep real time.
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await total(2)).toBe(3);
    // Written straight into the table, as a script would: no server hears of it.
    await app.db.insert(complaints).values(buildComplaintRow(studentId));

    // The count of a moment ago stands for the filter...
    vi.advanceTimersByTime(listTotalsCacheMs - 1);
    expect(await total(2)).toBe(3);
    // ...but a page that is not full ends the list, and so knows there are four.
    expect(await total(100)).toBe(4);
    expect(await total(3)).toBe(3);

    vi.advanceTimersByTime(2);
    expect(await total(2)).toBe(4);
  });

  it('is counted again within a moment of a change made through the server', async () => {
    vi.useRealTimers();
    expect(await total(2)).toBe(4);
    await submitComplaint(app, student);
    // Within the change feed's window, well inside the five seconds of reuse (docs/decisions/052).
    await expect.poll(() => total(2), { timeout: 1_000, interval: 50 }).toBe(5);
  });
});
