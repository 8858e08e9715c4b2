import { addDays, mondayOf } from '@hms/shared/calendar-day';
import { COMPLAINT_WEEKS } from '@hms/shared/dashboard';
import { describe, expect, it } from 'vitest';
import { complaints } from '../../core/db/schema';
import { appForFile, withAdmin } from '../../test/app-for-file';
import { adminDashboardOf } from '../../test/dashboard-factories';
import { buildComplaintRow, registerStudent } from '../../test/factories';
import { today } from '../../test/residency-factories';

/**
 * The admin dashboard's small chart: complaints opened in each of the last twelve weeks, weeks
 * beginning on Monday in the college's time zone (Asia/Kolkata, UTC+5:30, in tests).
 */
const w = appForFile(async (app) => ({
  ...(await withAdmin(app)),
  author: (await registerStudent(app)).user._id,
}));

/** A moment of a day in the college's time zone. */
const at = (day: string, time: string) => new Date(`${day}T${time}+05:30`);

async function openedAt(...moments: Date[]) {
  for (const createdAt of moments) {
    await w.app.db.insert(complaints).values({ ...buildComplaintRow(w.author), createdAt });
  }
}

describe('complaints opened per week', () => {
  it('are twelve weeks from Monday to Sunday, oldest first, ending with this one, zeros included', async () => {
    const thisWeek = mondayOf(today());
    const weeks = Array.from({ length: COMPLAINT_WEEKS }, (_, i) =>
      addDays(thisWeek, -7 * (COMPLAINT_WEEKS - 1 - i)),
    );
    const [oldest, lastButTwo, lastButOne] = [weeks[0]!, weeks[9]!, weeks[10]!];
    await openedAt(
      // The day before the oldest week: not counted.
      at(addDays(oldest, -1), '12:00:00'),
      at(oldest, '00:00:00'),
      at(oldest, '12:00:00'),
      // Ten minutes either side of midnight at the start of a week. In UTC both fall on Sunday.
      at(addDays(lastButOne, -1), '23:50:00'),
      at(lastButOne, '00:10:00'),
      // The first moment of this week has always passed.
      at(thisWeek, '00:00:00'),
    );

    const { complaintsPerWeek } = await adminDashboardOf(w.app, w.admin);
    const expected = new Map([
      [oldest, 2],
      [lastButTwo, 1],
      [lastButOne, 1],
      [thisWeek, 1],
    ]);
    expect(complaintsPerWeek).toEqual(
      weeks.map((weekStart) => ({ weekStart, opened: expected.get(weekStart) ?? 0 })),
    );
  });

  it('begin on Monday', () => {
    expect(mondayOf('2026-03-16')).toBe('2026-03-16');
    expect(mondayOf('2026-03-22')).toBe('2026-03-16');
    expect(mondayOf('2026-03-01')).toBe('2026-02-23');
  });
});
