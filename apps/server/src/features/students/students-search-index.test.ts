import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../core/db/raw-rows';
import { students } from '../../core/db/schema';
import { appForFile, withAdmin } from '../../test/app-for-file';
import { bearer, buildStudentRow } from '../../test/factories';

const w = appForFile(withAdmin);

/** Pages of GIN's pending list that a search would read whole; cleaning them returns the count. */
async function pendingPages(): Promise<number> {
  const [row] = await selectRows<{ pages: number }>(
    w.app.db,
    sql`select gin_clean_pending_list('students_search_idx')::int as pages`,
  );
  return row?.pages ?? -1;
}

describe("the students' search index (docs/decisions/019)", () => {
  it('takes new and changed students into the index at once, leaving no pending list', async () => {
    // A term's posting lists stay sorted only if nothing waits in the pending list, which every
    // search reads in full: a morning of registrations and room moves would slow each search.
    await w.app.db.insert(students).values(Array.from({ length: 300 }, () => buildStudentRow()));
    await w.app.db.update(students).set({ phone: '9876543210' });

    expect(await pendingPages()).toBe(0);
  });

  it('still finds what was just added', async () => {
    await w.app.db.insert(students).values(buildStudentRow({ name: 'Zorawar Dhillon' }));

    const response = await w.app.inject({
      method: 'GET',
      url: '/api/admin/students?search=zorawar',
      headers: bearer(w.admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { name: string }[] }>().data.map((s) => s.name)).toEqual([
      'Zorawar Dhillon',
    ]);
  });
});
