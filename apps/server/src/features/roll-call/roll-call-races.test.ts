import { sql } from 'drizzle-orm';
import { nightOf } from '@hms/shared/gate-rules';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../../test/app-for-file';
import { arrangeRollCallHostels, residentsOf } from '../../test/roll-call-factories';
import { testDatabaseUrl } from '../../test/test-database-url';

// On PostgreSQL the calls of a Promise.all run at once on separate connections; on the embedded
// database they queue, and the answers must agree either way.
const w = appForFile(arrangeRollCallHostels);

describe('two wardens at one roll-call', () => {
  it('marking different students at once: every mark is kept', async () => {
    const h = await w.newHostel();
    const rooms = [await h.room('51'), await h.room('52'), await h.room('53')];
    const students = [];
    for (const room of rooms) students.push(await h.resident(room), await h.resident(room));
    const [lakshmi, meena] = h.wardens;
    const rollCall = await w.started(lakshmi.token, { hostel: h.hostel });
    const answers = await Promise.all(
      students.map((student, n) =>
        w.mark(
          n % 2 === 0 ? lakshmi.token : meena.token,
          rollCall._id,
          student.user._id,
          n % 3 === 0 ? 'absent' : 'present',
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(students.map(() => 200));
    const marks = await w.marksOf(rollCall._id);
    for (const [n, student] of students.entries()) {
      const row = marks.find((mark) => mark.studentId === student.user._id);
      expect(row).toMatchObject({
        mark: n % 3 === 0 ? 'absent' : 'present',
        markedBy: n % 2 === 0 ? 'Lakshmi Warden' : 'Meena Warden',
      });
    }
  });

  it('marking the same student at once: one of the marks stands, each is audited', async () => {
    const h = await w.newHostel();
    const student = await h.resident(await h.room('54'));
    const [lakshmi, meena] = h.wardens;
    const rollCall = await w.started(lakshmi.token, { hostel: h.hostel });
    const [first, second] = await Promise.all([
      w.mark(lakshmi.token, rollCall._id, student.user._id, 'present'),
      w.mark(meena.token, rollCall._id, student.user._id, 'absent'),
    ]);
    expect([first?.status, second?.status]).toEqual([200, 200]);
    const [row] = await w.marksOf(rollCall._id);
    const entries = await w.entries('rollcall.mark', student.user._id);
    expect(entries).toHaveLength(2);
    // The last entry written is the last mark made, and it is the one that stands.
    const last = entries.sort((a, b) => a.id - b.id).at(-1);
    expect(row?.mark).toBe((last?.after as { mark: string }).mark);
  });

  it('starting the same roll-call at once: both get the one roll-call', async () => {
    const h = await w.newHostel();
    await h.resident(await h.room('55'));
    const [lakshmi, meena] = h.wardens;
    const answers = await Promise.all([
      w.start(lakshmi.token, { hostel: h.hostel }),
      w.start(meena.token, { hostel: h.hostel }),
      w.start(w.admin.token, { hostel: h.hostel }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    const ids = new Set(answers.map((answer) => answer.body.data._id));
    expect(ids.size).toBe(1);
    const saved = await w.rollCallsOf(h.hostel);
    expect(saved).toHaveLength(1);
    expect(await w.marksOf(saved[0]?.id ?? '')).toHaveLength(1);
    expect(await w.entries('rollcall.start', saved[0]?.id ?? '')).toHaveLength(1);
  });

  it('a mark racing the close: either made before it, or refused and counted absent', async () => {
    for (let round = 0; round < 4; round += 1) {
      const h = await w.newHostel();
      const room = await h.room(`6${round}`);
      const students = [await h.resident(room), await h.resident(room)];
      const [lakshmi, meena] = h.wardens;
      const rollCall = await w.started(lakshmi.token, { hostel: h.hostel });
      const [closed, ...marks] = await Promise.all([
        w.close(lakshmi.token, rollCall._id),
        ...students.map((student) =>
          w.mark(meena.token, rollCall._id, student.user._id, 'present'),
        ),
      ]);
      expect(closed?.status).toBe(200);
      const rows = await w.marksOf(rollCall._id);
      for (const [n, student] of students.entries()) {
        const answer = marks[n];
        const row = rows.find((mark) => mark.studentId === student.user._id);
        if (answer?.status === 200) {
          expect(row).toMatchObject({ mark: 'present', markedBy: 'Meena Warden' });
        } else {
          expect(answer?.status).toBe(409);
          expect(row).toMatchObject({ mark: 'absent', markedBy: 'Lakshmi Warden' });
        }
      }
      // What the close answered is what was saved: no mark slipped in after it counted.
      const present = rows.filter((row) => row.mark === 'present').length;
      expect(closed?.body.data.counts).toEqual({
        present,
        absent: rows.length - present,
        unmarked: 0,
        total: rows.length,
      });
      expect(residentsOf(closed?.body.data ?? rollCall).map((entry) => entry.mark)).toEqual(
        rows.map((row) => row.mark),
      );
    }
  });

  it.runIf(testDatabaseUrl)(
    'a start that meets another writer’s roll-call in the unique index answers that one',
    async () => {
      const h = await w.newHostel();
      await h.resident(await h.room('56'));
      // Another writer has inserted tonight's roll-call and not yet committed: the start cannot
      // see it, and its insert waits on roll_calls_one_open until the other commits.
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      let inserted: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (inserted = resolve));
      let theirs = '';
      const writer = w.app.db.transaction(async (tx) => {
        const rows = (await tx.execute(sql`insert into roll_calls (hostel_id, night, started_by)
          values (${h.hostel}, ${nightOf(new Date(), 'Asia/Kolkata')}, 'Another server') returning id`)) as unknown as {
          rows: { id: string }[];
        };
        theirs = rows.rows[0]?.id ?? '';
        inserted();
        await released;
      });
      await held;
      const starting = w.start(h.wardens[0].token, { hostel: h.hostel });
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      await writer;
      const answer = await starting;
      expect(answer.status).toBe(200);
      expect(answer.body.data._id).toBe(theirs);
      expect(await w.rollCallsOf(h.hostel)).toHaveLength(1);
    },
  );

  it.runIf(testDatabaseUrl)(
    'a mark sent while the close holds the roll-call waits for it, then is refused',
    async () => {
      const h = await w.newHostel();
      const student = await h.resident(await h.room('70'));
      const [lakshmi, meena] = h.wardens;
      const rollCall = await w.started(lakshmi.token, { hostel: h.hostel });
      // Another writer holds the roll-call as the close does, and closes it a moment later.
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (locked = resolve));
      const closer = w.app.db.transaction(async (tx) => {
        await tx.execute(sql`select id from roll_calls where id = ${rollCall._id} for update`);
        locked();
        await released;
        await tx.execute(sql`update roll_calls set closed_at = now(), closed_by = 'Lakshmi Warden'
          where id = ${rollCall._id}`);
      });
      await held;
      let answered = false;
      const marking = w
        .mark(meena.token, rollCall._id, student.user._id, 'present')
        .finally(() => (answered = true));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(answered).toBe(false);
      release();
      await closer;
      const refused = await marking;
      expect(refused.status).toBe(409);
      expect((await w.marksOf(rollCall._id))[0]?.mark).toBeNull();
    },
  );
});
