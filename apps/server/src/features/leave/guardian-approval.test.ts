import {
  guardianLinkExpiry,
  guardianLinkMessages as g,
  leaveMessages as m,
  type GuardianLeave,
  type Leave,
  type LeaveList,
} from '@hms/shared/leave';
import { and, eq, gt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, leaves } from '../../core/db/schema';
import { selectRows } from '../../core/db/raw-rows';
import { appForFile } from '../../test/app-for-file';
import { callApi } from '../../test/call-api';
import { placeStudentInRoom } from '../../test/factories';
import { arrangeLeaveHostels, buildLeaveInput, dayFromToday } from '../../test/leave-factories';
import { testConfig } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { guardianLinkKeyFrom, guardianLinkToken } from './guardian-links';

// Mail is set up, so messages are queued; no sender runs in tests, so they stay in the outbox.
const mail = {
  smtpUrl: 'smtp://localhost:2525',
  from: 'Hostel <no-reply@localhost>',
  maxAttempts: 8,
  retryBaseMs: 30_000,
};

/** The leave hostels, the warden's asking a guardian to approve leave first. */
async function arrange(app: TestApp) {
  const hostels = await arrangeLeaveHostels(app);
  const saved = await callApi(app, hostels.admin.token, 'PUT', `/gate/curfews/${hostels.hostel}`, {
    curfew: '22:00',
    guardianApprovesLeave: true,
  });
  expect(saved.status).toBe(200);
  return hostels;
}

const w = appForFile(arrange, { config: { mail } });
const key = guardianLinkKeyFrom(testConfig().jwtSecret ?? '');

const mother = { name: 'Lakshmi Rao', relation: 'Mother', phone: '9876543210' };
let guardianCount = 0;

/** A resident of the warden's hostel with these guardians and this consent. */
async function resident(guardians: object[], consent: object = { leave: true }) {
  const student = await w.resident();
  const saved = await callApi(w.app, student.token, 'PUT', '/student/guardians', {
    guardians,
    consent,
  });
  expect(saved.status).toBe(200);
  return student;
}

/** A resident whose one guardian has an e-mail address and who consents to leave. */
async function consenting() {
  guardianCount += 1;
  return resident([{ ...mother, email: `guardian${guardianCount}@example.com` }]);
}

/** The link in the last message queued to `to`. */
async function linkTo(to: string): Promise<string> {
  const rows = await selectRows<{ text_body: string }>(
    w.app.db,
    sql`select text_body from email_outbox where to_address = ${to} order by id desc limit 1`,
  );
  const found = /http:\/\/localhost:3000\/guardian\/leave\/(\S+)/.exec(rows[0]?.text_body ?? '');
  if (!found?.[1]) throw new Error(`no link was sent to ${to}`);
  return found[1];
}

/** A consenting resident applies, and the token their guardian was sent. */
async function asked(overrides: Record<string, unknown> = {}) {
  const student = await consenting();
  const leave = await w.applied(student.token, overrides);
  return { student, leave, token: await linkTo(`guardian${guardianCount}@example.com`) };
}

const view = (token: string) =>
  w.app.inject({ method: 'GET', url: `/api/guardian/leave/${token}` }).then((r) => ({
    status: r.statusCode,
    body: r.json<{ data: GuardianLeave; message?: string }>(),
  }));
const answer = (token: string, decision: string, remoteAddress = '127.0.0.1') =>
  w.app
    .inject({
      method: 'POST',
      url: `/api/guardian/leave/${token}`,
      payload: { decision },
      remoteAddress,
    })
    .then((r) => ({
      status: r.statusCode,
      body: r.json<{ data: GuardianLeave; message: string }>(),
    }));

/** Moves the asking back, as if `hours` had passed since. */
const askedHoursAgo = (id: string, hours: number) =>
  w.app.db
    .update(leaves)
    .set({ guardianAskedAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(leaves.id, id));

describe('applying where a guardian approves leave first (docs/product-rules.md#leave)', () => {
  it('is refused without a guardian with an e-mail address who may be told of leave', async () => {
    const cases = [
      await resident([]),
      await resident([{ ...mother, email: 'noconsent@example.com' }], { leave: false }),
      await resident([mother]),
    ];
    for (const student of cases) {
      const refused = await w.apply(student.token);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(m.guardianNeeded);
      const own = await w.call<LeaveList>(student.token, 'GET', '/student/leaves');
      expect(own.body.data).toEqual([]);
    }
  });

  it('asks each guardian by e-mail with a signed link, the days and the place, never the reason', async () => {
    const student = await resident([
      { ...mother, email: 'both1@example.com' },
      { ...mother, name: 'Ravi Rao', relation: 'Father', email: 'both2@example.com' },
    ]);
    const [last] = await w.app.db
      .select({ id: auditEntries.id })
      .from(auditEntries)
      .orderBy(sql`${auditEntries.id} desc`)
      .limit(1);
    const leave = await w.applied(student.token);
    expect(leave.status).toBe('Pending');
    const guardian = leave.guardian;
    expect(guardian).toMatchObject({ decision: null, decidedAt: null });
    const expected = guardianLinkExpiry(
      new Date(guardian?.askedAt ?? ''),
      leave.from,
      'Asia/Kolkata',
    );
    expect(guardian?.expiresAt).toBe(expected.toISOString());

    const rows = await selectRows<{ to_address: string; subject: string; text_body: string }>(
      w.app.db,
      sql`select to_address, subject, text_body from email_outbox
        where to_address in ('both1@example.com', 'both2@example.com') order by id`,
    );
    expect(rows.map((row) => row.to_address)).toEqual(['both1@example.com', 'both2@example.com']);
    for (const row of rows) {
      expect(row.subject).toContain('asks for your approval of leave');
      expect(row.text_body).toContain('going to Home, Kochi');
      expect(row.text_body).toMatch(/http:\/\/localhost:3000\/guardian\/leave\/G1\.[^\s]+/);
      expect(row.text_body).not.toContain(buildLeaveInput().reason);
    }
    const told = await w.app.db
      .select()
      .from(auditEntries)
      .where(and(gt(auditEntries.id, last?.id ?? 0), eq(auditEntries.action, 'guardian.told')));
    expect(told.map((entry) => entry.after)).toEqual([
      { topic: 'leave', guardian: 'Guardian 1' },
      { topic: 'leave', guardian: 'Guardian 2' },
    ]);
    expect(told[0]?.actorId).toBe(student.user._id);

    // The office's list shows the guardian's part too.
    const list = await w.call<LeaveList>(w.warden.token, 'GET', '/leaves');
    expect(list.body.data.find((one) => one._id === leave._id)?.guardian).toEqual(guardian);
  });

  it('does not apply in a hostel that does not ask', async () => {
    const student = await placeInOtherHostel();
    const leave = await w.applied(student.token);
    expect(leave.guardian).toBeNull();
  });
});

const placeInOtherHostel = () => placeStudentInRoom(w.app, w.admin.token, w.otherRoom);

describe("the guardian's link", () => {
  it('shows the leave and answers once; the entry is the guardian’s and staff and student hear', async () => {
    const { student, leave, token } = await asked();
    const shown = await view(token);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({
      student: student.user.name,
      from: leave.from,
      to: leave.to,
      destination: 'Home, Kochi',
      state: 'waiting',
      decision: null,
    });
    expect(JSON.stringify(shown.body)).not.toContain(buildLeaveInput().reason);

    const approved = await answer(token, 'Approved');
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe(g.Approved);
    expect(approved.body.data).toMatchObject({ state: 'answered', decision: 'Approved' });

    const again = await answer(token, 'Declined');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(g.answered('Approved'));
    expect((await view(token)).body.data.state).toBe('answered');

    const [entry] = (await w.leaveEntries(leave._id)).filter((e) => e.action === 'leave.guardian');
    expect(entry).toMatchObject({
      actorId: null,
      actorRole: 'guardian',
      actorName: `Guardian of ${student.user.name}`,
      before: expect.objectContaining({ guardian: expect.objectContaining({ decision: null }) }),
      after: expect.objectContaining({
        guardian: expect.objectContaining({ decision: 'Approved' }),
      }),
    });
    const staffLine = (await w.bell(w.warden.id)).find((n) => n.kind === 'leave.guardian');
    expect(staffLine?.title).toContain('approved their leave');
    const studentLine = (await w.bell(student.user._id)).find((n) => n.kind === 'leave.guardian');
    expect(studentLine?.title).toContain('Your guardian approved your leave');

    // The guardian approved: the office may now approve.
    const decided = await w.decide(w.warden.token, leave._id, 'approve');
    expect(decided.status).toBe(200);
    expect(decided.body.data.guardian?.decision).toBe('Approved');
  });

  it('two answers at once leave one', async () => {
    const { leave, token } = await asked();
    const both = await Promise.all([answer(token, 'Approved'), answer(token, 'Declined')]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
    const entries = (await w.leaveEntries(leave._id)).filter((e) => e.action === 'leave.guardian');
    expect(entries).toHaveLength(1);
    const [row] = await w.app.db.select().from(leaves).where(eq(leaves.id, leave._id));
    const winner = both.find((a) => a.status === 200)?.body.data.decision;
    expect(row?.guardianDecision).toBe(winner);
  });

  it('refuses an altered or foreign link with 400, and one past its time with 410', async () => {
    const { leave, token } = await asked();
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      altered,
      'nonsense',
      `${token}.x`,
      guardianLinkToken(
        guardianLinkKeyFrom('another server'),
        leave._id,
        new Date(Date.now() + 3_600_000),
      ),
    ]) {
      const refused = await answer(bad, 'Approved');
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(g.invalid);
      expect((await view(bad)).status).toBe(400);
    }

    const lapsed = guardianLinkToken(key, leave._id, new Date(Date.now() - 1000));
    expect((await view(lapsed)).body.data.state).toBe('expired');
    const late = await answer(lapsed, 'Approved');
    expect(late.status).toBe(410);
    expect(late.body.message).toBe(g.expired);

    await askedHoursAgo(leave._id, 49);
    expect((await answer(token, 'Declined')).status).toBe(410);
    const [row] = await w.app.db.select().from(leaves).where(eq(leaves.id, leave._id));
    expect(row?.guardianDecision).toBeNull();
  });

  it('is closed once the leave is no longer pending', async () => {
    const { student, leave, token } = await asked();
    await w.cancel(student.token, leave._id);
    expect((await view(token)).body.data.state).toBe('closed');
    const refused = await answer(token, 'Approved');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(g.notPending('Cancelled'));
  });

  it('refuses a client with 429 after twenty links that are not the server’s', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await answer(`G1.bad.${i}.x`, 'Approved', '10.9.8.7')).status).toBe(400);
    }
    const refused = await answer('G1.bad.21.x', 'Approved', '10.9.8.7');
    expect(refused.status).toBe(429);
    // Another client is not held up.
    expect((await answer('G1.bad.22.x', 'Approved', '10.9.8.6')).status).toBe(400);
  });
});

describe("the office's decision waits for the guardian", () => {
  it('approving answers 409 while the guardian has not answered; rejecting is allowed', async () => {
    const { leave } = await asked();
    const held = await w.decide(w.warden.token, leave._id, 'approve');
    expect(held.status).toBe(409);
    expect(held.body.message).toMatch(
      /^Waiting for the guardian's answer: their link works until /,
    );
    const rejected = await w.decide(w.warden.token, leave._id, 'reject', 'Exams that week.');
    expect(rejected.status).toBe(200);
  });

  it('a guardian who declines stops approval, not rejection', async () => {
    const { leave, token } = await asked();
    expect((await answer(token, 'Declined')).status).toBe(200);
    const held = await w.decide(w.admin.token, leave._id, 'approve');
    expect(held.status).toBe(409);
    expect(held.body.message).toBe(m.guardianDeclined);
    const rejected = await w.decide(w.admin.token, leave._id, 'reject', 'Your guardian declined.');
    expect(rejected.status).toBe(200);
  });

  it('after the link expires unanswered, the warden decides as usual', async () => {
    const { leave } = await asked();
    await askedHoursAgo(leave._id, 49);
    const approved = await w.decide(w.warden.token, leave._id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: 'Approved',
      guardian: expect.objectContaining({ decision: null }),
    });
  });

  it('a leave that begins today leaves no time to ask: its guardians are told, not asked', async () => {
    const student = await consenting();
    const leave = await w.applied(student.token, { from: dayFromToday(0), to: dayFromToday(1) });
    expect(leave.guardian).toBeNull();
    const rows = await selectRows<{ subject: string }>(
      w.app.db,
      sql`select subject from email_outbox where to_address = ${`guardian${guardianCount}@example.com`}`,
    );
    expect(rows.map((row) => row.subject)).toEqual([expect.stringContaining('applied for leave')]);
    const approved = await w.decide(w.warden.token, leave._id, 'approve');
    expect(approved.status).toBe(200);
  });
});

const bare = appForFile(arrange);

describe('without e-mail set up', () => {
  it('nobody can be asked: the setting does not apply and the warden decides', async () => {
    const student = await bare.resident();
    const leave = await bare.applied(student.token);
    expect(leave.guardian).toBeNull();
    const approved = await bare.decide(bare.warden.token, leave._id, 'approve');
    expect(approved.status).toBe(200);
    const typed: Leave | undefined = approved.body.data;
    expect(typed?.status).toBe('Approved');
  });
});
