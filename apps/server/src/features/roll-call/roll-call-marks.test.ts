import { rollCallMessages as m } from '@hms/shared/roll-call';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../../test/app-for-file';
import { databaseFingerprint } from '../../test/api-surface';
import { arrangeRollCallHostels } from '../../test/roll-call-factories';

const w = appForFile(arrangeRollCallHostels);

describe('marking a resident', () => {
  it('records who marked them and when; the last mark stands, each with its audit entry', async () => {
    const h = await w.newHostel();
    const roomId = await h.room('31');
    const asha = await h.resident(roomId, { name: 'Asha Present' });
    const bela = await h.resident(roomId, { name: 'Bela Absent' });
    const [lakshmi, meena] = h.wardens;
    const rollCall = await w.started(lakshmi.token, { hostel: h.hostel });

    const present = await w.mark(lakshmi.token, rollCall._id, asha.user._id, 'present');
    expect(present.status).toBe(200);
    expect(present.body.data).toMatchObject({
      studentId: asha.user._id,
      name: 'Asha Present',
      mark: 'present',
      markedBy: 'Lakshmi Warden',
      markedAt: expect.any(String),
    });
    await w.mark(lakshmi.token, rollCall._id, bela.user._id, 'present');
    // Meena corrects Lakshmi's mark: hers is the one that stands.
    await w.mark(meena.token, rollCall._id, bela.user._id, 'absent');

    const read = await w.read(meena.token, rollCall._id);
    expect(read.body.data.counts).toEqual({ present: 1, absent: 1, unmarked: 0, total: 2 });
    expect(read.body.data.rooms[0]?.residents).toEqual([
      expect.objectContaining({
        name: 'Asha Present',
        mark: 'present',
        markedBy: 'Lakshmi Warden',
      }),
      expect.objectContaining({ name: 'Bela Absent', mark: 'absent', markedBy: 'Meena Warden' }),
    ]);
    const entries = await w.entries('rollcall.mark', bela.user._id);
    expect(entries.map((entry) => [entry.actorName, entry.after])).toEqual([
      ['Lakshmi Warden', { rollCallId: rollCall._id, night: rollCall.night, mark: 'present' }],
      ['Meena Warden', { rollCallId: rollCall._id, night: rollCall.night, mark: 'absent' }],
    ]);
    expect(entries[0]).toMatchObject({ entityType: 'student', entityLabel: expect.any(String) });
  });

  it('refuses bad input and marks it cannot make, with a sentence, and saves nothing', async () => {
    const h = await w.newHostel();
    const resident = await h.resident(await h.room('32'));
    const [warden] = h.wardens;
    const rollCall = await w.started(warden.token, { hostel: h.hostel });
    const stranger = await h.resident(await h.room('33'));
    const elsewhere = await w.started(w.admin.token, { hostel: w.otherHostel }).catch(() => null);
    const before = await databaseFingerprint(w.app.db);
    const refusals = [
      [warden.token, rollCall._id, resident.user._id, 'late', 400, m.markRequired],
      [warden.token, rollCall._id, resident.user._id, undefined, 400, m.markRequired],
      [warden.token, rollCall._id, stranger.user._id, 'present', 404, m.notOnList],
      [w.otherWarden.token, rollCall._id, resident.user._id, 'present', 404, m.notFound],
      [w.guard.token, rollCall._id, resident.user._id, 'present', 403, undefined],
      [resident.token, rollCall._id, resident.user._id, 'present', 403, undefined],
      [warden.token, rollCall._id, 'someone', 'present', 400, undefined],
    ] as const;
    for (const [token, id, student, mark, status, message] of refusals) {
      const answer = await w.mark(token, id, student, mark);
      expect(answer.status, `${student} ${String(mark)}`).toBe(status);
      if (message) expect(answer.body.message).toBe(message);
    }
    if (elsewhere) {
      const answer = await w.mark(warden.token, elsewhere._id, resident.user._id, 'present');
      expect(answer).toMatchObject({ status: 404, body: { message: m.notFound } });
    }
    expect(await databaseFingerprint(w.app.db)).toEqual(before);
  });

  it('refuses a mark after the close with 409, naming who closed it', async () => {
    const h = await w.newHostel();
    const resident = await h.resident(await h.room('34'));
    const [lakshmi, meena] = h.wardens;
    const rollCall = await w.started(lakshmi.token, { hostel: h.hostel });
    expect((await w.close(lakshmi.token, rollCall._id)).status).toBe(200);
    const before = await databaseFingerprint(w.app.db);
    const late = await w.mark(meena.token, rollCall._id, resident.user._id, 'present');
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^This roll-call was closed by Lakshmi Warden at \d\d:\d\d;/);
    expect(await databaseFingerprint(w.app.db)).toEqual(before);
  });
});
