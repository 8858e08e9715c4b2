import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createHostel, createRoom, registerStudent } from '../../test/factories';
import { linesOf } from '../../test/notification-factories';
import { createWarden } from '../../test/staff-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { arrangeWorld, type World } from '../../test/world';

let app: TestApp;
let w: World;
beforeAll(async () => {
  app = await createTestApp();
  w = await arrangeWorld(app);
});
afterAll(() => app.close());

async function call(token: string, url: string, payload: object) {
  const response = await app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  return { status: response.statusCode, body: response.json<{ data: { _id: string } }>() };
}
const about = <Line extends { title: string }>(lines: Line[], name: string) =>
  lines.filter((line) => line.title.startsWith(`${name} (`));

describe('a room request (docs/product-rules.md#notifications)', () => {
  it('tells the staff whose queue holds it: the hostel asked for and the one lived in', async () => {
    // The world's A lives in warden X's hostel and asked for it.
    const [toAdmin] = about(await linesOf(app, w.admin.token, 'request.created'), w.a.name);
    expect(toAdmin).toMatchObject({
      title: `${w.a.name} (${w.a.studentId}) asked for a room change`,
      link: '/admin/requests',
    });
    expect(toAdmin?.body).toContain('would like a quieter floor');
    const [toX] = about(await linesOf(app, w.wardenX.token, 'request.created'), w.a.name);
    expect(toX?.link).toBe('/warden/requests');
    expect(about(await linesOf(app, w.wardenY.token, 'request.created'), w.a.name)).toEqual([]);
  });

  it('naming no hostel, tells the wardens of every hostel that takes the student', async () => {
    const boys = await createHostel(app, w.admin.token, { type: 'Boys' });
    const boysWarden = await createWarden(app, w.admin.token, [boys._id]);
    const student = await registerStudent(app, { gender: 'Female', name: 'Ira Sen' });
    expect(
      (await call(student.token, '/api/student/room-requests', { reason: 'Any bed' })).status,
    ).toBe(201);
    for (const token of [w.admin.token, w.wardenX.token, w.wardenY.token]) {
      const lines = about(await linesOf(app, token, 'request.created'), 'Ira Sen');
      expect(lines.map((line) => line.title)).toEqual([
        `Ira Sen (${student.input.studentId}) asked for a room`,
      ]);
    }
    expect(about(await linesOf(app, boysWarden.token, 'request.created'), 'Ira Sen')).toEqual([]);
  });

  it('tells the student of its answer: a refusal with the reason, an approval with the room', async () => {
    const reason = 'No quieter rooms are free this term.';
    expect(
      (await call(w.wardenX.token, `/api/room-requests/${w.aRequest}/reject`, { reason })).status,
    ).toBe(200);
    const again = await call(w.a.token, '/api/student/room-requests', {
      reason: 'A quieter floor, please',
      preferredHostel: w.hostel,
    });
    const room = await createRoom(app, w.admin.token, w.hostel, {
      roomNumber: 'Q9',
      type: 'Single',
    });
    expect(
      (
        await call(w.admin.token, `/api/room-requests/${again.body.data._id}/approve`, {
          roomId: room._id,
          // Ira Sen's request, earlier, would take this room too.
          outOfOrderReason: 'Exams start next week',
        })
      ).status,
    ).toBe(200);

    const lines = await linesOf(app, w.a.token, 'request.decided');
    expect(lines.map((line) => [line.title, line.body, line.link])).toEqual([
      [
        expect.stringMatching(/^Your room request was approved: Room Q9, .+, bed 1$/),
        'You have moved there; your profile shows your new room.',
        '/student/requests',
      ],
      ['Your room request was not approved', reason, '/student/requests'],
    ]);
    // The approval's move is told by the answer itself.
    expect(await linesOf(app, w.a.token, 'room.changed')).toEqual([]);
  });
});
