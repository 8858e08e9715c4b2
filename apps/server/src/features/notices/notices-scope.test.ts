import { noticeMessages as m, type Notice } from '@hms/shared/notices';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../core/db/raw-rows';
import { createHostel, createRoom, placeStudentInRoom, registerAdmin } from '../../test/factories';
import { buildNoticeInput, noticeCalls, postNotice, toldOf } from '../../test/notice-factories';
import { createWarden } from '../../test/staff-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let admin: string;
let office: ReturnType<typeof noticeCalls>;
/** Meena runs Kaveri and Ganga; Ravi runs Yamuna. */
let meena: ReturnType<typeof noticeCalls> & { id: string };
let ravi: ReturnType<typeof noticeCalls>;
let kaveri: string;
let ganga: string;
let yamuna: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = (await registerAdmin(app)).token;
  office = noticeCalls(app, admin);
  kaveri = (await createHostel(app, admin, { name: 'Kaveri' }))._id;
  ganga = (await createHostel(app, admin, { name: 'Ganga' }))._id;
  yamuna = (await createHostel(app, admin, { name: 'Yamuna' }))._id;
  const warden = await createWarden(app, admin, [kaveri, ganga], { name: 'Meena Iyer' });
  meena = { ...noticeCalls(app, warden.token), id: warden.id };
  ravi = noticeCalls(app, (await createWarden(app, admin, [yamuna])).token);
});
afterAll(async () => {
  await app.close();
});

const ids = (list: Notice[]) => list.map((notice) => notice._id);
async function count(table: 'notices' | 'audit_entries'): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return row?.n ?? 0;
}

describe('a warden of two hostels', () => {
  it('posts to their own hostels, and to no other', async () => {
    const posted = await meena.post(buildNoticeInput([kaveri, ganga], { title: 'Both blocks' }));
    expect(posted.status).toBe(201);
    expect(posted.body.data.author).toEqual({ name: 'Meena Iyer', role: 'warden' });
    expect(posted.body.data.hostels.map((h) => h.name)).toEqual(['Ganga', 'Kaveri']);

    const before = await count('notices');
    for (const audience of [{ allHostels: true, hostels: [] }, { hostels: [kaveri, yamuna] }]) {
      const refused = await meena.post(buildNoticeInput([], audience));
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(m.wardenAllHostels);
    }
    expect(await count('notices')).toBe(before);
  });

  it('sees notices to every hostel, to any of theirs, and their own; no others', async () => {
    const toAll = await postNotice(app, admin, buildNoticeInput([], { allHostels: true }));
    const toKaveri = await postNotice(app, admin, buildNoticeInput([kaveri]));
    const toYamuna = await postNotice(app, admin, buildNoticeInput([yamuna]));
    const toGangaAndYamuna = await postNotice(app, admin, buildNoticeInput([ganga, yamuna]));
    const own = (await meena.post(buildNoticeInput([kaveri]))).body.data;

    const seenByMeena = ids((await meena.list()).body.data);
    expect(seenByMeena).toEqual(
      expect.arrayContaining([toAll._id, toKaveri._id, toGangaAndYamuna._id, own._id]),
    );
    expect(seenByMeena).not.toContain(toYamuna._id);
    const seenByRavi = ids((await ravi.list()).body.data);
    expect(seenByRavi).toEqual(
      expect.arrayContaining([toAll._id, toYamuna._id, toGangaAndYamuna._id]),
    );
    expect(seenByRavi).not.toContain(toKaveri._id);
    expect(seenByRavi).not.toContain(own._id);
  });

  it('changes and removes only notices whose every hostel is theirs, whoever wrote them', async () => {
    const toKaveri = await postNotice(app, admin, buildNoticeInput([kaveri]));
    const toAll = await postNotice(app, admin, buildNoticeInput([], { allHostels: true }));
    const toGangaAndYamuna = await postNotice(app, admin, buildNoticeInput([ganga, yamuna]));
    const toYamuna = await postNotice(app, admin, buildNoticeInput([yamuna]));
    const before = await count('audit_entries');

    const edited = await meena.update(toKaveri._id, buildNoticeInput([kaveri, ganga]));
    expect(edited.status).toBe(200);
    expect(edited.body.data.author.role).toBe('admin');

    const refusals: [string, number, string][] = [
      [toAll._id, 403, m.allHostelsAdminOnly],
      [toGangaAndYamuna._id, 403, m.otherHostels],
      [toYamuna._id, 404, m.notFound],
    ];
    for (const [id, status, message] of refusals) {
      for (const answer of [
        await meena.update(id, buildNoticeInput([ganga])),
        await meena.remove(id),
      ]) {
        expect(answer.status).toBe(status);
        expect(answer.body.message).toBe(message);
      }
    }
    // Their own notice may not be moved to a hostel they do not run.
    const moved = await meena.update(toKaveri._id, buildNoticeInput([yamuna]));
    expect(moved.status).toBe(403);
    expect(moved.body.message).toBe(m.wardenAllHostels);
    expect(await count('audit_entries')).toBe(before + 1);

    expect((await ravi.remove(toKaveri._id)).status).toBe(404);
    expect((await meena.remove(toKaveri._id)).status).toBe(200);
    expect((await office.update(toGangaAndYamuna._id, buildNoticeInput([ganga]))).status).toBe(200);
    expect((await office.remove(toAll._id)).status).toBe(200);
  });
});

describe('changing a notice', () => {
  it('keeps its read marks and tells nobody again', async () => {
    const student = await placeStudentInRoom(
      app,
      admin,
      (await createRoom(app, admin, kaveri))._id,
    );
    const posted = await postNotice(app, admin, buildNoticeInput([kaveri], { title: 'Lift' }));
    await noticeCalls(app, student.token).read(posted._id);
    const edited = await office.update(
      posted._id,
      buildNoticeInput([kaveri, ganga], { title: 'Lift', pinned: true }),
    );
    expect(edited.body.data).toMatchObject({ pinned: true });
    const seen = (await noticeCalls(app, student.token).own()).body.data;
    expect(seen.find((n) => n._id === posted._id)).toMatchObject({ read: true, pinned: true });
    expect(await toldOf(app, 'Lift')).toEqual([student.user._id]);
  });
});

describe('at the same moment', () => {
  it('an edit and a removal: one after the other, never half of each', async () => {
    for (let round = 0; round < 5; round += 1) {
      const posted = await postNotice(app, admin, buildNoticeInput([kaveri]));
      const [edit, removal] = await Promise.all([
        meena.update(posted._id, buildNoticeInput([kaveri], { title: `Edited ${round}` })),
        office.remove(posted._id),
      ]);
      expect(removal.status).toBe(200);
      expect([200, 404]).toContain(edit.status);
      const [gone] = await selectRows<{ n: number }>(
        app.db,
        sql`select count(*)::int as n from notices where id = ${posted._id}`,
      );
      expect(gone?.n).toBe(0);
      const entries = await selectRows<{ action: string }>(
        app.db,
        sql`select action from audit_entries where entity_id = ${posted._id} order by id`,
      );
      expect(entries.map((e) => e.action)).toEqual(
        edit.status === 200
          ? ['notice.post', 'notice.update', 'notice.remove']
          : ['notice.post', 'notice.remove'],
      );
    }
  });

  it('a student marking one notice and all of them, twice over: one mark each', async () => {
    const student = await placeStudentInRoom(app, admin, (await createRoom(app, admin, ganga))._id);
    const calls = noticeCalls(app, student.token);
    const posted = await postNotice(app, admin, buildNoticeInput([ganga]));
    const answers = await Promise.all([
      calls.read(posted._id),
      calls.read(posted._id),
      calls.readAll(),
      calls.readAll(),
      calls.read(posted._id),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const list = (await calls.own()).body;
    expect(list.unread).toBe(0);
    const marks = await selectRows<{ notice_id: string; n: number }>(
      app.db,
      sql`select notice_id, count(*)::int as n from notice_reads
        where student_id = ${student.user._id} group by notice_id`,
    );
    expect(marks).toHaveLength(list.pagination.total);
    expect(marks.every((mark) => mark.n === 1)).toBe(true);
  });
});
