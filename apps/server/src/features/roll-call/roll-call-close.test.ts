import { describe, expect, it } from 'vitest';
import { appForFile } from '../../test/app-for-file';
import { callApi } from '../../test/call-api';
import { outboxRows } from '../../test/outbox-rows';
import { arrangeRollCallHostels, residentsOf } from '../../test/roll-call-factories';

// Mail is set up, so guardians' messages are queued; no sender runs in tests.
const w = appForFile(arrangeRollCallHostels, {
  config: {
    mail: {
      smtpUrl: 'smtp://localhost:2525',
      from: 'Hostel <no-reply@localhost>',
      maxAttempts: 8,
      retryBaseMs: 30_000,
    },
  },
});

/** The student keeps a guardian at `email`, and consents (or not) to absences being told. */
async function withGuardian(token: string, email: string, rollCallAbsence: boolean) {
  const saved = await callApi(w.app, token, 'PUT', '/student/guardians', {
    guardians: [{ name: 'Lakshmi Rao', relation: 'Mother', phone: '9876543210', email }],
    consent: { rollCallAbsence },
  });
  expect(saved.status).toBe(200);
}

describe('closing a roll-call', () => {
  it('counts the unmarked absent, tells the staff once and consenting guardians', async () => {
    const h = await w.newHostel();
    const roomId = await h.room('41');
    const here = await h.resident(roomId, { name: 'Hema Here' });
    const missing = await h.resident(roomId, { name: 'Mira Missing' });
    const unmarked = await h.resident(roomId, { name: 'Uma Unmarked' });
    await withGuardian(here.token, 'hema.mother@example.com', true);
    await withGuardian(missing.token, 'mira.mother@example.com', true);
    await withGuardian(unmarked.token, 'uma.mother@example.com', false);
    const [lakshmi, meena] = h.wardens;
    const rollCall = await w.started(lakshmi.token, { hostel: h.hostel });
    await w.mark(lakshmi.token, rollCall._id, here.user._id, 'present');
    await w.mark(meena.token, rollCall._id, missing.user._id, 'absent');

    const closed = await w.close(meena.token, rollCall._id);
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({
      closedBy: 'Meena Warden',
      closedAt: expect.any(String),
      counts: { present: 1, absent: 2, unmarked: 0, total: 3 },
    });
    const uma = residentsOf(closed.body.data).find((entry) => entry.name === 'Uma Unmarked');
    expect(uma).toMatchObject({ mark: 'absent', markedBy: 'Meena Warden' });

    // One bell line for the roll-call, to each warden of the hostel and the office; not elsewhere.
    for (const recipient of [lakshmi.id, meena.id, w.admin.id]) {
      const bell = await w.absentBell(recipient);
      expect(bell).toHaveLength(1);
      expect(bell[0]?.title).toContain('2 absent without leave');
      expect(bell[0]?.body).toContain('Mira Missing');
      expect(bell[0]?.body).toContain('Uma Unmarked');
      expect(bell[0]?.body).not.toContain('Hema Here');
    }
    expect(await w.absentBell(w.otherWarden.id)).toEqual([]);
    expect((await w.absentBell(lakshmi.id))[0]?.link).toBe(`/warden/roll-call/${rollCall._id}`);

    // Only the absentee who consented: Uma did not, Hema was present.
    const queued = (await outboxRows(w.app.db)).filter((row) =>
      row.to_address.endsWith('@example.com'),
    );
    expect(queued.map((row) => [row.to_address, row.subject])).toEqual([
      ['mira.mother@example.com', 'Mira Missing was absent at the hostel’s roll-call'],
    ]);
    const told = await w.entries('guardian.told', missing.user._id);
    expect(told.map((entry) => entry.after)).toEqual([
      { topic: 'rollCallAbsence', guardian: 'Guardian 1' },
    ]);
    const entries = await w.entries('rollcall.close', rollCall._id);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.after).toMatchObject({ absent: 2, present: 1, markedAbsentByClose: 1 });
  });

  it('tells nobody when everyone is present', async () => {
    const h = await w.newHostel();
    const student = await h.resident(await h.room('42'));
    const rollCall = await w.started(h.wardens[0].token, { hostel: h.hostel });
    await w.mark(h.wardens[0].token, rollCall._id, student.user._id, 'present');
    expect((await w.close(h.wardens[0].token, rollCall._id)).status).toBe(200);
    expect(await w.absentBell(h.wardens[1].id)).toEqual([]);
  });

  it('refuses a second close with 409, and another hostel’s warden with 404', async () => {
    const h = await w.newHostel();
    await h.resident(await h.room('43'));
    const rollCall = await w.started(h.wardens[0].token, { hostel: h.hostel });
    expect((await w.close(w.otherWarden.token, rollCall._id)).status).toBe(404);
    expect((await w.close(w.guard.token, rollCall._id)).status).toBe(403);
    expect((await w.close(h.wardens[0].token, rollCall._id)).status).toBe(200);
    const again = await w.close(h.wardens[1].token, rollCall._id);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^This roll-call was closed by Lakshmi Warden at /);
    expect(await w.entries('rollcall.close', rollCall._id)).toHaveLength(1);
    // Tonight's next roll-call may start once this one is closed.
    const next = await w.start(h.wardens[1].token, { hostel: h.hostel });
    expect(next.status).toBe(201);
    expect(next.body.data._id).not.toBe(rollCall._id);
  });
});
