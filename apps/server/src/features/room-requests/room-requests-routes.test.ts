import type { RoomRequest } from '@hms/shared/room-requests';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../../test/app-for-file';
import { callApi } from '../../test/call-api';
import {
  bearer,
  createHostel,
  createRoom,
  registerAdmin,
  registerStudent,
} from '../../test/factories';
import { bedCalls, expectResidenciesWhole } from '../../test/residency-factories';

const w = appForFile(
  async (app) => {
    const admin = (await registerAdmin(app, { name: 'Asha Menon' })).token;
    const girls = await createHostel(app, admin, { name: 'Kaveri', type: 'Girls' });
    return { admin, girls: girls._id };
  },
  { beforeClose: expectResidenciesWhole },
);

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  callApi<{ data: RoomRequest }>(w.app, token, method, url, payload);
const ask = (token: string, body: object = { reason: 'Closer to the library, please.' }) =>
  call(token, 'POST', '/student/room-requests', body);
const approve = (id: string, body: object) =>
  call(w.admin, 'POST', `/room-requests/${id}/approve`, body);
const queue = async () =>
  (
    await w.app.inject({
      method: 'GET',
      url: '/api/room-requests?status=Pending&limit=100',
      headers: bearer(w.admin),
    })
  ).json<{ data: RoomRequest[] }>().data;

describe('a student asks for a room', () => {
  it('keeps one request waiting at a time, which the student may withdraw', async () => {
    const { token } = await registerStudent(w.app, { gender: 'Female' });
    const first = await ask(token, { reason: 'First year', preferredRoomType: 'Double' });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ status: 'Pending', kind: 'First room' });

    const second = await ask(token);
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/already have a request waiting/);

    const withdrawn = await call(
      token,
      'POST',
      `/student/room-requests/${first.body.data._id}/withdraw`,
    );
    expect(withdrawn.body.data.status).toBe('Withdrawn');
    const again = await call(
      token,
      'POST',
      `/student/room-requests/${first.body.data._id}/withdraw`,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'This request is withdrawn; only a pending request can be changed.',
    );
    expect((await approve(first.body.data._id, { roomId: w.girls })).status).toBe(409);
    expect((await ask(token)).status).toBe(201);
  });

  it('refuses an empty reason with a sentence', async () => {
    const { token } = await registerStudent(w.app, { gender: 'Female' });
    const refused = await ask(token, { reason: '   ' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/Say why you want to move/);
  });
});

describe('the office works the queue', () => {
  it('shows the queue in order with the bed mark, approves with a move, and asks why when out of order', async () => {
    // A Boys hostel, so that the other tests' requests (from Female students) do not fit it.
    const hostel = (await createHostel(w.app, w.admin, { type: 'Boys' }))._id;
    const room = (await createRoom(w.app, w.admin, hostel, { type: 'Single' }))._id;
    const early = await registerStudent(w.app, { gender: 'Male', name: 'Early Bird' });
    const late = await registerStudent(w.app, { gender: 'Male', name: 'Late Comer' });
    const earlyAsk = (await ask(early.token, { reason: 'Early', preferredHostel: hostel })).body
      .data;
    const lateAsk = (await ask(late.token, { reason: 'Late', preferredHostel: hostel })).body.data;

    const waiting = (await queue()).filter((r) => [earlyAsk._id, lateAsk._id].includes(r._id));
    expect(waiting.map((r) => [r.student.name, r.bedAvailableNow])).toEqual([
      ['Early Bird', true],
      ['Late Comer', true],
    ]);

    const jump = await approve(lateAsk._id, { roomId: room });
    expect(jump.status).toBe(400);
    expect(jump.body.message).toBe(
      'An earlier request also fits this room. Say why this one goes first.',
    );
    const approved = await approve(lateAsk._id, { roomId: room, outOfOrderReason: 'Medical need' });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'Approved', decisionNote: 'Medical need' });

    const history = await bedCalls(w.app, w.admin).studentHistory(late.user._id);
    expect(history.body.data[0]).toMatchObject({ room: { _id: room }, movedOutOn: null });
    const nowFull = (await queue()).find((r) => r._id === earlyAsk._id);
    expect(nowFull?.bedAvailableNow).toBe(false);
  });

  it("does not count the free bed of the student's own room as a place to move to", async () => {
    const hostel = (await createHostel(w.app, w.admin, { type: 'Boys' }))._id;
    const own = (await createRoom(w.app, w.admin, hostel, { type: 'Double' }))._id;
    const mover = await registerStudent(w.app, { gender: 'Male' });
    await bedCalls(w.app, w.admin).assign(mover.user._id, { roomId: own });
    const asked = (
      await ask(mover.token, {
        reason: 'Another Double',
        preferredHostel: hostel,
        preferredRoomType: 'Double',
      })
    ).body.data;
    expect((await queue()).find((r) => r._id === asked._id)?.bedAvailableNow).toBe(false);
    await createRoom(w.app, w.admin, hostel, { type: 'Double' });
    expect((await queue()).find((r) => r._id === asked._id)?.bedAvailableNow).toBe(true);
  });

  it('rejects with a reason the student reads', async () => {
    const { token } = await registerStudent(w.app, { gender: 'Female' });
    const asked = (await ask(token)).body.data;
    const noReason = await call(w.admin, 'POST', `/room-requests/${asked._id}/reject`, {
      reason: '',
    });
    expect(noReason.status).toBe(400);
    const rejected = await call(w.admin, 'POST', `/room-requests/${asked._id}/reject`, {
      reason: 'No doubles free this term.',
    });
    expect(rejected.body.data.status).toBe('Rejected');
    const own = await call(token, 'GET', '/student/room-requests');
    expect((own.body as unknown as { data: RoomRequest[] }).data[0]).toMatchObject({
      status: 'Rejected',
      decisionNote: 'No doubles free this term.',
      decidedBy: 'Asha Menon',
    });
  });
});

describe('approvals and assignments race for the last beds', () => {
  it('fills a Double with two of them, whichever path each took', async () => {
    const hostel = (await createHostel(w.app, w.admin, { type: 'Girls' }))._id;
    const room = (await createRoom(w.app, w.admin, hostel, { type: 'Double' }))._id;
    const askers = await Promise.all(
      Array.from({ length: 4 }, () => registerStudent(w.app, { gender: 'Female' })),
    );
    const direct = await Promise.all(
      Array.from({ length: 4 }, () => registerStudent(w.app, { gender: 'Female' })),
    );
    const asked: string[] = [];
    for (const asker of askers) asked.push((await ask(asker.token)).body.data._id);
    const office = bedCalls(w.app, w.admin);
    const answers = await Promise.all([
      ...asked.map((id) => approve(id, { roomId: room, outOfOrderReason: 'Racing' })),
      ...direct.map((student) => office.assign(student.user._id, { roomId: room })),
    ]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(409);
    }
  });
});

describe('two approvals race for the last bed', () => {
  it('moves one student; the other gets 409 with a sentence and nothing half-done', async () => {
    const hostel = (await createHostel(w.app, w.admin, { type: 'Girls' }))._id;
    const room = (await createRoom(w.app, w.admin, hostel, { type: 'Single' }))._id;
    const askers = await Promise.all(
      Array.from({ length: 6 }, () => registerStudent(w.app, { gender: 'Female' })),
    );
    const asked: string[] = [];
    for (const asker of askers) asked.push((await ask(asker.token)).body.data._id);
    const answers = await Promise.all(
      asked.map((id) => approve(id, { roomId: room, outOfOrderReason: 'Racing' })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/is full/);
    }
    const stillPending = (await queue()).filter((r) => asked.includes(r._id));
    expect(stillPending).toHaveLength(5);
  });
});
