import { describe, expect, it } from 'vitest';
import { students } from '../../core/db/schema';
import { appForFile, withAdmin } from '../../test/app-for-file';
import { buildStudentRow } from '../../test/factories';
import { expectSortRefused, expectStablePages, listed } from '../../test/sorted-pages';

type Listed = { _id: string; name: string; studentId: string };

// Names and IDs every collation orders alike; two students share a name, as people do.
const w = appForFile(async (app) => {
  const { admin } = await withAdmin(app);
  const rows = [
    { name: 'Chetan', studentId: 'T0004' },
    { name: 'anil', studentId: 'T0006' },
    { name: 'Deepa', studentId: 'T0001' },
    { name: 'Anil', studentId: 'T0002' },
    { name: 'bhavna', studentId: 'T0005' },
    { name: 'Esha', studentId: 'T0003' },
  ];
  await app.db.insert(students).values(rows.map((row) => buildStudentRow(row)));
  return { admin };
});

const ids = async (query: string) =>
  (await listed<Listed>(w.app, w.admin, `/api/admin/students?${query}`)).map(
    (student) => student.studentId,
  );

describe('sorting the students list (docs/product-rules.md#sorted-lists)', () => {
  it('keeps its order by name, a shared name settled by student ID, unless asked', async () => {
    const byName = ['T0002', 'T0006', 'T0005', 'T0004', 'T0001', 'T0003'];
    expect(await ids('')).toEqual(byName);
    expect(await ids('sort=name')).toEqual(byName);
    expect(await ids('sort=-name')).toEqual([...byName].reverse());
  });

  it('sorts by student ID either way', async () => {
    const byId = ['T0001', 'T0002', 'T0003', 'T0004', 'T0005', 'T0006'];
    expect(await ids('sort=studentId')).toEqual(byId);
    expect(await ids('sort=-studentId')).toEqual([...byId].reverse());
  });

  it('pages through each order without losing or repeating a student', async () => {
    for (const sort of ['name', '-name', 'studentId', '-studentId']) {
      await expectStablePages(w.app, w.admin, `/api/admin/students?sort=${sort}`, 4);
      await expectStablePages(w.app, w.admin, `/api/admin/students?sort=${sort}&search=a`, 1);
    }
  });

  it('refuses a sort it does not know with a sentence', async () => {
    await expectSortRefused(
      w.app,
      w.admin,
      '/api/admin/students?sort=age',
      'Sort students by one of: name, -name, studentId, -studentId.',
    );
  });

  it("documents the sort among the call's parameters", async () => {
    const response = await w.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const call = response.json<{
      paths: Record<string, { get?: { parameters?: { name: string; schema?: unknown }[] } }>;
    }>().paths['/api/admin/students']?.get;
    const sort = call?.parameters?.find((parameter) => parameter.name === 'sort');
    expect(sort?.schema).toMatchObject({ enum: ['name', '-name', 'studentId', '-studentId'] });
  });
});
