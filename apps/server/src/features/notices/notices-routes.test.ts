import { NOTICE_BODY_MAX, noticeMessages as m, type Notice } from '@hms/shared/notices';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../core/db/raw-rows';
import { appForFile } from '../../test/app-for-file';
import {
  bearer,
  createHostel,
  createRoom,
  placeStudentInRoom,
  registerAdmin,
  registerStudent,
} from '../../test/factories';
import {
  buildNoticeInput,
  expire,
  noticeCalls,
  postNotice,
  toldOf,
} from '../../test/notice-factories';

const w = appForFile(async (app) => {
  const admin = (await registerAdmin(app, { name: 'Asha Menon' })).token;
  const kaveri = (await createHostel(app, admin, { name: 'Kaveri' }))._id;
  const ganga = (await createHostel(app, admin, { name: 'Ganga' }))._id;
  const resident = async (hostel: string) =>
    placeStudentInRoom(app, admin, (await createRoom(app, admin, hostel))._id);
  return {
    admin,
    office: noticeCalls(app, admin),
    kaveri,
    ganga,
    /** Live in Kaveri, in Ganga, and nowhere yet. */
    kaveriResident: await resident(kaveri),
    gangaResident: await resident(ganga),
    roomless: await registerStudent(app, { gender: 'Female' }),
  };
});

const ids = (list: Notice[]) => list.map((notice) => notice._id);
const own = async (token: string) => (await noticeCalls(w.app, token).own()).body;
const noticeCount = async () =>
  (await selectRows<{ n: number }>(w.app.db, sql`select count(*)::int as n from notices`))[0]?.n;

describe('posting a notice', () => {
  it('reaches every student when it goes to every hostel, and tells each of them', async () => {
    const input = buildNoticeInput([], { allHostels: true, title: 'Fire drill on Friday' });
    const posted = await w.office.post(input);
    expect(posted.status).toBe(201);
    expect(posted.body.data).toMatchObject({
      title: 'Fire drill on Friday',
      body: input.body,
      allHostels: true,
      hostels: [],
      pinned: false,
      expiresAt: null,
      author: { name: 'Asha Menon', role: 'admin' },
      expired: false,
    });

    for (const student of [w.kaveriResident, w.gangaResident, w.roomless]) {
      const list = await own(student.token);
      expect(ids(list.data)).toContain(posted.body.data._id);
      expect(list.data.find((n) => n._id === posted.body.data._id)?.read).toBe(false);
    }
    const told = await toldOf(w.app, 'Fire drill on Friday');
    expect(told).toEqual(
      expect.arrayContaining(
        [w.kaveriResident, w.gangaResident, w.roomless].map((s) => s.user._id),
      ),
    );
  });

  it('reaches only the residents of the hostels it names', async () => {
    const input = buildNoticeInput([w.kaveri], { title: 'Kaveri mess closed' });
    const posted = (await w.office.post(input)).body.data;
    expect(posted.hostels).toEqual([{ _id: w.kaveri, name: 'Kaveri' }]);

    expect(ids((await own(w.kaveriResident.token)).data)).toContain(posted._id);
    expect(ids((await own(w.gangaResident.token)).data)).not.toContain(posted._id);
    expect(ids((await own(w.roomless.token)).data)).not.toContain(posted._id);
    expect(await toldOf(w.app, 'Kaveri mess closed')).toEqual([w.kaveriResident.user._id]);
  });

  it('keeps the text exactly as written: line breaks, unicode and markup are only text', async () => {
    const body = `<script>alert(1)</script>\n<img src=x onerror=alert(1)>\nநீர் நிறுத்தம் 🚰 ${'x'.repeat(300)}`;
    const posted = (await w.office.post(buildNoticeInput([w.kaveri], { body }))).body.data;
    const seen = (await own(w.kaveriResident.token)).data.find((n) => n._id === posted._id);
    expect(seen?.body).toBe(body);
  });

  it.each([
    ['a blank title', { title: '   ' }, 'title', m.titleRequired],
    ['a blank body', { body: ' \n ' }, 'body', m.bodyRequired],
    ['a body too long', { body: 'a'.repeat(NOTICE_BODY_MAX + 1) }, 'body', m.bodyTooLong],
    ['no hostel', { hostels: [] }, 'hostels', m.hostelsRequired],
    ['an expiry gone by', { expiresAt: '2020-01-01T10:00:00+05:30' }, 'expiresAt', m.expiryInPast],
    ['an expiry that is no date', { expiresAt: 'next Friday' }, 'expiresAt', undefined],
  ])('refuses %s with a sentence, and writes nothing', async (_case, change, path, message) => {
    const before = await noticeCount();
    const refused = await w.office.post(buildNoticeInput([w.kaveri], change));
    expect(refused.status).toBe(400);
    if (message) expect(refused.body.message).toBe(message);
    expect(refused.body.errors).toContainEqual({ path, message: refused.body.message });
    expect(await noticeCount()).toBe(before);
  });

  it('refuses a hostel that is gone', async () => {
    const gone = (await createHostel(w.app, w.admin))._id;
    await w.app.inject({ method: 'DELETE', url: `/api/hostels/${gone}`, headers: bearer(w.admin) });
    const before = await noticeCount();
    const refused = await w.office.post(buildNoticeInput([w.kaveri, gone]));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(m.hostelMissing);
    expect(await noticeCount()).toBe(before);
  });
});

describe("a student's notices", () => {
  it('come pinned first, then newest, with how many are unread', async () => {
    const hostel = (await createHostel(w.app, w.admin))._id;
    const student = await placeStudentInRoom(
      w.app,
      w.admin,
      (await createRoom(w.app, w.admin, hostel))._id,
    );
    const first = await postNotice(w.app, w.admin, buildNoticeInput([hostel]));
    const pinned = await postNotice(w.app, w.admin, buildNoticeInput([hostel], { pinned: true }));
    const last = await postNotice(w.app, w.admin, buildNoticeInput([hostel]));

    const list = await own(student.token);
    const mine = ids(list.data).filter((id) => [first._id, pinned._id, last._id].includes(id));
    expect(mine).toEqual([pinned._id, last._id, first._id]);
    const pins = list.data.map((n) => n.pinned);
    expect(pins).toEqual([...pins].sort((a, b) => Number(b) - Number(a)));
    expect(list.unread).toBe(list.data.filter((n) => !n.read).length);
  });

  it('leave the page when they expire; staff still find them among the expired', async () => {
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const posted = await postNotice(
      w.app,
      w.admin,
      buildNoticeInput([w.ganga], { expiresAt: soon }),
    );
    expect(posted.expiresAt).toBe(soon);
    expect(ids((await own(w.gangaResident.token)).data)).toContain(posted._id);

    await expire(w.app, posted._id);
    expect(ids((await own(w.gangaResident.token)).data)).not.toContain(posted._id);
    expect((await noticeCalls(w.app, w.gangaResident.token).read(posted._id)).status).toBe(404);
    expect(ids((await w.office.list()).body.data)).not.toContain(posted._id);
    const all = (await w.office.list('includeExpired=true&limit=100')).body.data;
    expect(all.find((n) => n._id === posted._id)).toMatchObject({ expired: true });
  });

  it('are marked read one by one or all at once, once each', async () => {
    const student = noticeCalls(w.app, w.kaveriResident.token);
    const posted = await postNotice(w.app, w.admin, buildNoticeInput([w.kaveri]));
    const unread = (await student.own()).body.unread;
    expect(unread).toBeGreaterThan(0);

    const read = await student.read(posted._id);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ _id: posted._id, read: true });
    expect((await student.read(posted._id)).status).toBe(200);
    expect((await student.own()).body.unread).toBe(unread - 1);

    const all = await student.readAll();
    expect(all.body.data.marked).toBe(unread - 1);
    const after = (await student.own()).body;
    expect(after.unread).toBe(0);
    expect(after.data.every((n) => n.read)).toBe(true);
    const marks = await selectRows<{ n: number }>(
      w.app.db,
      sql`select count(*)::int as n from notice_reads where student_id = ${w.kaveriResident.user._id}`,
    );
    expect(marks[0]?.n).toBe(after.pagination.total);
  });

  it('of another hostel do not exist for them, read or listed', async () => {
    const posted = await postNotice(w.app, w.admin, buildNoticeInput([w.kaveri]));
    const refused = await noticeCalls(w.app, w.gangaResident.token).read(posted._id);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(m.notFound);
  });
});
