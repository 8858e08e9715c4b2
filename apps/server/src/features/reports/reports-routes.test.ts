import { REPORT_NAMES, reportMessages } from '@hms/shared/reports';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../../test/app-for-file';
import { registerAdmin, registerStudent } from '../../test/factories';
import { reportCalls } from '../../test/report-factories';
import { addMonths, monthsFrom, rangeOf } from './report-range';

const w = appForFile(async (app) => ({
  office: reportCalls(app, (await registerAdmin(app)).token),
  student: reportCalls(app, (await registerStudent(app)).token),
}));

const RANGED = ['occupancy-history', 'complaints', 'resolve-times', 'fee-collection'] as const;

describe('a range of months', () => {
  it.each(RANGED)('%s refuses a range that runs backwards, with a sentence', async (name) => {
    const { status, body } = await w.office(name, { from: '2025-06', to: '2025-05' });
    expect(status).toBe(400);
    expect(body.message).toBe(reportMessages.rangeBackwards);
    expect(body.errors).toEqual([{ path: 'from', message: reportMessages.rangeBackwards }]);
  });

  it.each(RANGED)('%s refuses more than 36 months, and takes 36', async (name) => {
    const tooLong = await w.office(name, { from: '2022-01', to: '2025-01' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(reportMessages.rangeTooLong);
    expect((await w.office(name, { from: '2022-01', to: '2024-12' })).status).toBe(200);
  });

  it.each([
    [{ from: '2025-13' }, 'Choose a month as YYYY-MM'],
    [{ to: 'June' }, 'Choose a month as YYYY-MM'],
    [{ hostel: 'kaveri' }, 'Choose a hostel from the list'],
  ])('refuses %j with a sentence', async (query, message) => {
    const { status, body } = await w.office('complaints', query);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('is twelve months ending with the current one, or twelve from the one end given', () => {
    expect(rangeOf({}, '2026-03-15')).toEqual({ from: '2025-04', to: '2026-03' });
    expect(rangeOf({ from: '2025-11' }, '2026-03-15')).toEqual({ from: '2025-11', to: '2026-10' });
    expect(rangeOf({ to: '2025-01' }, '2026-03-15')).toEqual({ from: '2024-02', to: '2025-01' });
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2025-01', -1)).toBe('2024-12');
    expect(monthsFrom('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});

describe('who may read the reports', () => {
  it.each(REPORT_NAMES)('%s is refused to students and to no one signed in', async (name) => {
    const asStudent = await w.student(name);
    expect(asStudent.status).toBe(403);
    const anonymous = await w.app.inject({ method: 'GET', url: `/api/reports/${name}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
