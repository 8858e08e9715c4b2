import type { ComplaintCategory, ComplaintStatus } from '@hms/shared/enums';
import type { ComplaintsReport, ResolveTimesReport } from '@hms/shared/reports';
import { beforeAll, describe, expect, it } from 'vitest';
import { complaints } from '../../core/db/schema';
import { appForFile, withAdmin } from '../../test/app-for-file';
import {
  buildComplaintRow,
  createHostel,
  createRoom,
  placeStudentInRoom,
} from '../../test/factories';
import { reportCalls } from '../../test/report-factories';
import { createWarden } from '../../test/staff-factories';

/**
 * Complaints by month, category and status, and the times to resolve them
 * (docs/product-rules.md#reports), on complaints written with known times. The college's time
 * zone is Asia/Kolkata (UTC+5:30): 18:30 UTC is midnight there.
 */
const w = appForFile(async (app) => {
  const { admin } = await withAdmin(app);
  const kaveri = (await createHostel(app, admin, { name: 'Kaveri' }))._id;
  const ganga = (await createHostel(app, admin, { name: 'Ganga' }))._id;
  const kaveriRoom = (await createRoom(app, admin, kaveri))._id;
  const gangaRoom = (await createRoom(app, admin, ganga))._id;
  return {
    office: reportCalls(app, admin),
    kaveri,
    inKaveri: (await placeStudentInRoom(app, admin, kaveriRoom)).user._id,
    inGanga: (await placeStudentInRoom(app, admin, gangaRoom)).user._id,
    gangaWarden: reportCalls(app, (await createWarden(app, admin, [ganga])).token),
  };
});

/** A complaint as it stands, written straight into the table with its times. */
async function complaint(
  author: string,
  category: ComplaintCategory,
  status: ComplaintStatus,
  createdAt: string,
  resolvedAt?: string,
) {
  await w.app.db.insert(complaints).values({
    ...buildComplaintRow(author),
    category,
    status,
    createdAt: new Date(createdAt),
    ...(status === 'In Progress' ? { inProgressAt: new Date(createdAt) } : {}),
    ...(resolvedAt ? { resolvedAt: new Date(resolvedAt), resolution: 'Fixed' } : {}),
  });
}

const minutesAfter = (at: string, minutes: number) =>
  new Date(Date.parse(at) + minutes * 60_000).toISOString();

describe('complaints by month', () => {
  beforeAll(async () => {
    // 23:50 on 31 May and 00:10 on 1 June in the college's time zone.
    await complaint(w.inKaveri, 'Electricity', 'Open', '2025-05-31T18:20:00Z');
    await complaint(w.inKaveri, 'Electricity', 'In Progress', '2025-05-31T18:40:00Z');
    await complaint(
      w.inKaveri,
      'Laundry',
      'Resolved',
      '2025-06-10T09:00:00Z',
      '2025-06-11T09:00:00Z',
    );
    await complaint(
      w.inGanga,
      'Electricity',
      'Closed',
      '2025-06-12T09:00:00Z',
      '2025-06-12T10:00:00Z',
    );
  });

  const counts = (report: ComplaintsReport) =>
    report.months
      .filter((row) => row.open + row.inProgress + row.resolved + row.closed > 0)
      .map(({ month, category, open, inProgress, resolved, closed }) => [
        month,
        category,
        open,
        inProgress,
        resolved,
        closed,
      ]);

  it('puts each complaint in the month it was opened in the college’s time zone, by status now', async () => {
    const { status, body } = await w.office<ComplaintsReport>('complaints', {
      from: '2025-05',
      to: '2025-06',
    });
    expect(status).toBe(200);
    expect(body.data.from).toBe('2025-05');
    expect(body.data.to).toBe('2025-06');
    expect(counts(body.data)).toEqual([
      ['2025-05', 'Electricity', 1, 0, 0, 0],
      ['2025-06', 'Electricity', 0, 1, 0, 1],
      ['2025-06', 'Laundry', 0, 0, 1, 0],
    ]);
  });

  it('has a row for every month and category, zeros included, in order', async () => {
    const { body } = await w.office<ComplaintsReport>('complaints', {
      from: '2025-04',
      to: '2025-06',
    });
    expect(body.data.months).toHaveLength(3 * 8);
    expect(body.data.months[0]).toEqual({
      month: '2025-04',
      category: 'Mess Food',
      open: 0,
      inProgress: 0,
      resolved: 0,
      closed: 0,
    });
    expect(body.data.months.map((row) => row.month)).toEqual(
      ['2025-04', '2025-05', '2025-06'].flatMap((month) => Array<string>(8).fill(month)),
    );
  });

  it("holds a warden's residents' complaints alone", async () => {
    const range = { from: '2025-05', to: '2025-06' };
    const { body } = await w.gangaWarden<ComplaintsReport>('complaints', range);
    expect(counts(body.data)).toEqual([['2025-06', 'Electricity', 0, 0, 0, 1]]);
    const elsewhere = await w.gangaWarden<ComplaintsReport>('complaints', {
      ...range,
      hostel: w.kaveri,
    });
    expect(counts(elsewhere.body.data)).toEqual([]);
    const kaveriOnly = await w.office<ComplaintsReport>('complaints', {
      ...range,
      hostel: w.kaveri,
    });
    expect(counts(kaveriOnly.body.data)).toEqual([
      ['2025-05', 'Electricity', 1, 0, 0, 0],
      ['2025-06', 'Electricity', 0, 1, 0, 0],
      ['2025-06', 'Laundry', 0, 0, 1, 0],
    ]);
  });
});

describe('times to resolve', () => {
  const opened = '2025-08-05T10:00:00Z';
  beforeAll(async () => {
    for (const minutes of [10, 20, 30, 40, 100]) {
      await complaint(w.inKaveri, 'Electricity', 'Resolved', opened, minutesAfter(opened, minutes));
    }
    // Resolved at 23:50 on 31 August and at 00:10 on 1 September in the college's time zone.
    await complaint(w.inGanga, 'Laundry', 'Closed', '2025-08-31T18:00:00Z', '2025-08-31T18:20:00Z');
    await complaint(
      w.inGanga,
      'Laundry',
      'Resolved',
      '2025-08-31T18:00:00Z',
      '2025-08-31T18:40:00Z',
    );
  });

  it('are the median and 90th percentile of the minutes, by category resolved in the range', async () => {
    const { status, body } = await w.office<ResolveTimesReport>('resolve-times', {
      from: '2025-08',
      to: '2025-08',
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      from: '2025-08',
      to: '2025-08',
      categories: [
        // 10, 20, 30, 40, 100: the 90th percentile lies 60 % of the way from 40 to 100.
        { category: 'Electricity', resolved: 5, medianMinutes: 30, p90Minutes: 76 },
        { category: 'Laundry', resolved: 1, medianMinutes: 20, p90Minutes: 20 },
      ],
    });
  });

  it("hold a warden's residents' complaints alone", async () => {
    const { body, status } = await w.gangaWarden<ResolveTimesReport>('resolve-times', {
      from: '2025-08',
      to: '2025-09',
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.categories).toEqual([
      { category: 'Laundry', resolved: 2, medianMinutes: 30, p90Minutes: 38 },
    ]);
  });
});
