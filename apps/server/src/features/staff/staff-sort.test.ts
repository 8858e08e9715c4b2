import { describe, expect, it } from 'vitest';
import { appForFile, withAdmin } from '../../test/app-for-file';
import { createHostel } from '../../test/factories';
import { addWarden } from '../../test/staff-factories';
import { expectSortRefused, listed } from '../../test/sorted-pages';

type Listed = { _id: string; name: string; email: string };

const w = appForFile(async (app) => {
  const { admin } = await withAdmin(app);
  const hostel = (await createHostel(app, admin))._id;
  const wardens = [
    { name: 'Meena', email: 'c.meena@college.edu' },
    { name: 'Arjun', email: 'b.arjun@college.edu' },
    { name: 'Meena', email: 'a.meena@college.edu' },
  ];
  const ids: Record<string, string> = {};
  for (const warden of wardens) {
    ids[warden.email] = (await addWarden(app, admin, [hostel], warden)).data._id;
  }
  return { admin, ids };
});

const emails = async (query: string) =>
  (await listed<Listed>(w.app, w.admin, `/api/wardens${query}`)).map((warden) => warden.email);

describe('sorting the Staff page (docs/product-rules.md#sorted-lists)', () => {
  it('lists wardens by name unless asked, a shared name settled by id', async () => {
    const meenas = ['a.meena@college.edu', 'c.meena@college.edu'].sort((a, b) =>
      (w.ids[a] ?? '') < (w.ids[b] ?? '') ? -1 : 1,
    );
    expect(await emails('')).toEqual(['b.arjun@college.edu', ...meenas]);
    expect(await emails('?sort=-name')).toEqual([...[...meenas].reverse(), 'b.arjun@college.edu']);
  });

  it('sorts by e-mail either way', async () => {
    const byEmail = ['a.meena@college.edu', 'b.arjun@college.edu', 'c.meena@college.edu'];
    expect(await emails('?sort=email')).toEqual(byEmail);
    expect(await emails('?sort=-email')).toEqual([...byEmail].reverse());
  });

  it('refuses a sort it does not know with a sentence', async () => {
    await expectSortRefused(
      w.app,
      w.admin,
      '/api/wardens?sort=phone',
      'Sort wardens by one of: name, -name, email, -email.',
    );
  });
});
