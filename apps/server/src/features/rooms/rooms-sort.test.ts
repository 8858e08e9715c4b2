import { describe, expect, it } from 'vitest';
import { appForFile, withAdmin } from '../../test/app-for-file';
import { createHostel, createRoom } from '../../test/factories';
import { expectSortRefused, expectStablePages, listed } from '../../test/sorted-pages';

type Listed = { _id: string; roomNumber: string; hostel: { name: string } };

// Two hostels of rooms; three rents, two of them shared; Single, Double and Triple rooms.
const w = appForFile(async (app) => {
  const { admin } = await withAdmin(app);
  const alpha = (await createHostel(app, admin, { name: 'Alpha Hostel' }))._id;
  const beta = (await createHostel(app, admin, { name: 'Beta Hostel' }))._id;
  const room = (hostel: string, roomNumber: string, monthlyRent: number, type: string) =>
    createRoom(app, admin, hostel, { roomNumber, monthlyRent, type, floor: 1 });
  await room(beta, '101', 3000, 'Triple');
  await room(alpha, '102', 2000, 'Single');
  await room(alpha, '101', 3000, 'Double');
  await room(beta, '102', 2500, 'Single');
  await room(alpha, '103', 3000, 'Single');
  return { admin };
});

const names = async (query: string) =>
  (await listed<Listed>(w.app, w.admin, `/api/rooms?${query}`)).map(
    (room) => `${room.hostel.name.split(' ')[0]} ${room.roomNumber}`,
  );

describe('sorting the rooms list (docs/product-rules.md#sorted-lists)', () => {
  it('keeps its order by hostel, floor and number unless asked, and turns it round', async () => {
    const byRoom = ['Alpha 101', 'Alpha 102', 'Alpha 103', 'Beta 101', 'Beta 102'];
    expect(await names('')).toEqual(byRoom);
    expect(await names('sort=room')).toEqual(byRoom);
    expect(await names('sort=-room')).toEqual([...byRoom].reverse());
  });

  it('sorts by rent, rooms of one rent in the list order', async () => {
    expect(await names('sort=rent')).toEqual([
      'Alpha 102',
      'Beta 102',
      'Alpha 101',
      'Alpha 103',
      'Beta 101',
    ]);
    expect(await names('sort=-rent')).toEqual([
      'Alpha 101',
      'Alpha 103',
      'Beta 101',
      'Beta 102',
      'Alpha 102',
    ]);
  });

  it('sorts by the beds still free', async () => {
    expect(await names('sort=-freeBeds')).toEqual([
      'Beta 101',
      'Alpha 101',
      'Alpha 102',
      'Alpha 103',
      'Beta 102',
    ]);
  });

  it('pages through each order without losing or repeating a room', async () => {
    for (const sort of ['room', '-room', 'rent', '-rent', 'freeBeds', '-freeBeds']) {
      await expectStablePages(w.app, w.admin, `/api/rooms?sort=${sort}`, 2);
      await expectStablePages(w.app, w.admin, `/api/rooms?sort=${sort}&search=Alpha`, 1);
    }
  });

  it('refuses a sort it does not know with a sentence', async () => {
    await expectSortRefused(
      w.app,
      w.admin,
      '/api/rooms?sort=floor',
      'Sort rooms by one of: room, -room, rent, -rent, freeBeds, -freeBeds.',
    );
  });
});
