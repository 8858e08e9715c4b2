import { describe, expect, it } from 'vitest';
import { appForFile, withAdmin } from '../../test/app-for-file';
import { registerStudent, submitComplaint } from '../../test/factories';
import { expectSortRefused, expectStablePages, listed } from '../../test/sorted-pages';

type Listed = { _id: string; subject: string };

const w = appForFile(async (app) => {
  const { admin } = await withAdmin(app);
  const student = (await registerStudent(app)).token;
  const submitted: string[] = [];
  for (const subject of ['Tap leaking', 'Fan broken', 'Tap dripping', 'Door stuck', 'Light out']) {
    submitted.push((await submitComplaint(app, student, { subject }))._id);
  }
  return { admin, student, submitted };
});

const ids = async (token: string, query: string) =>
  (await listed<Listed>(w.app, token, `/api/complaints?${query}`)).map((item) => item._id);

describe('sorting the complaints list (docs/product-rules.md#sorted-lists)', () => {
  it('lists newest first unless asked, and oldest first when asked', async () => {
    const newest = [...w.submitted].reverse();
    expect(await ids(w.admin, '')).toEqual(newest);
    expect(await ids(w.admin, 'sort=-submitted')).toEqual(newest);
    expect(await ids(w.admin, 'sort=submitted')).toEqual(w.submitted);
    // A student's own list sorts the same way.
    expect(await ids(w.student, 'sort=submitted')).toEqual(w.submitted);
  });

  it('sorts a search, and a filtered list, oldest first', async () => {
    const taps = [w.submitted[0], w.submitted[2]];
    expect(await ids(w.admin, 'search=tap&sort=submitted')).toEqual(taps);
    expect(await ids(w.admin, 'search=tap')).toEqual([...taps].reverse());
    expect(await ids(w.admin, 'status=Open&sort=submitted')).toEqual(w.submitted);
  });

  it('pages through each order without losing or repeating a complaint', async () => {
    for (const sort of ['submitted', '-submitted']) {
      await expectStablePages(w.app, w.admin, `/api/complaints?sort=${sort}`, 2);
      await expectStablePages(w.app, w.admin, `/api/complaints?sort=${sort}&search=tap`, 1);
    }
  });

  it('refuses a sort it does not know with a sentence', async () => {
    await expectSortRefused(
      w.app,
      w.admin,
      '/api/complaints?sort=priority',
      'Sort complaints by one of: submitted, -submitted.',
    );
  });
});
