import type { OccupancyReport } from '@hms/shared/reports';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../core/config/env';
import { rooms } from '../../core/db/schema';
import {
  buildRoomRow,
  createHostel,
  createRoom,
  placeStudentInRoom,
  registerAdmin,
} from '../../test/factories';
import { reportCalls } from '../../test/report-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// As production runs it: an answer reused for a few seconds, not the tests' zero.
const { listTotalsCacheMs } = loadConfig({});

let app: TestApp;
let adminToken: string;
let office: ReturnType<typeof reportCalls>;
let hostel: string;
let room: string;
beforeAll(async () => {
  app = await createTestApp({ config: { listTotalsCacheMs } });
  adminToken = (await registerAdmin(app)).token;
  office = reportCalls(app, adminToken);
  hostel = (await createHostel(app, adminToken, { name: 'Kaveri' }))._id;
  room = (await createRoom(app, adminToken, hostel, { type: 'Double' }))._id;
});
afterAll(async () => {
  vi.useRealTimers();
  await app.close();
});

const beds = async () => {
  const { body } = await office<OccupancyReport>('occupancy');
  return body.data.map(({ beds: total, occupied }) => [total, occupied]);
};

describe("the reports' figures", () => {
  it('show a change made through this server at once', async () => {
    expect(await beds()).toEqual([[2, 0]]);
    await placeStudentInRoom(app, adminToken, room);
    expect(await beds()).toEqual([[2, 1]]);
  });

  it("show a change made behind every server's back within a few seconds", async () => {
    expect(listTotalsCacheMs).toBe(5_000);
    // Only the clock the reuse reads is faked; the database keeps real time.
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await beds()).toEqual([[2, 1]]);
    // Written straight into the table, as a script would; a server tells the others.
    await app.db.insert(rooms).values(buildRoomRow(hostel));
    expect(await beds()).toEqual([[2, 1]]);
    vi.advanceTimersByTime(listTotalsCacheMs + 1);
    expect(await beds()).toEqual([[4, 1]]);
  });
});
