import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passKeyFrom } from '../src/features/gate';
import { guardianLinkKeyFrom } from '../src/features/leave';
import { createServices, type Services } from '../src/services';
import {
  bearer,
  createHostel,
  createRoom,
  placeStudentInRoom,
  registerAdmin,
  registerStudent,
  submitComplaint,
} from '../src/test/factories';
import { createTestApp, testConfig, type TestApp } from '../src/test/test-app';
import {
  benchAccounts,
  benchCallerRole,
  benchEndpoints,
  type BenchCaller,
} from './bench-endpoints';

/**
 * The floor of each benchmark line must do what its route does, or its figures say nothing of
 * the route: each endpoint's `work` answers what the route answers to the same caller.
 */
describe('the benchmark endpoints', () => {
  let app: TestApp;
  let services: Services;
  let hostelId: string;
  const accounts = {} as Record<BenchCaller, { token: string; id: string }>;

  beforeAll(async () => {
    app = await createTestApp();
    services = createServices({
      db: app.db,
      config: testConfig(),
      signToken: (user) => app.signToken(user),
      keys: {
        gatePass: passKeyFrom('the benchmark endpoints read no pass'),
        guardianLinks: guardianLinkKeyFrom('the benchmark endpoints read no pass'),
      },
    });
    const admin = await registerAdmin(app);
    accounts.admin = { token: admin.token, id: admin.user._id };
    const hostel = await createHostel(app, admin.token, { type: 'Girls' });
    hostelId = hostel._id;
    const room = await createRoom(app, admin.token, hostelId, { type: 'Triple' });
    await createRoom(app, admin.token, hostelId, { type: 'Double' });
    const resident = await placeStudentInRoom(app, admin.token, room._id);
    accounts.student = { token: resident.token, id: resident.user._id };
    const submitter = await registerStudent(app, { name: 'Meera Sharma', gender: 'Female' });
    accounts.submitter = { token: submitter.token, id: submitter.user._id };
    // A request in the queue, so the queue's line has a page.
    const asked = await app.inject({
      method: 'POST',
      url: '/api/student/room-requests',
      payload: { reason: 'Nearer the library' },
      headers: bearer(submitter.token),
    });
    expect(asked.statusCode).toBe(201);
    await registerStudent(app, { name: 'Arjun Sharma', gender: 'Male' });
    for (const status of ['Open', 'In Progress', 'Open']) {
      const complaint = await submitComplaint(app, resident.token, { category: 'Electricity' });
      const commented = await app.inject({
        method: 'POST',
        url: `/api/complaints/${complaint._id}/comments`,
        payload: { message: 'Any news?' },
        headers: bearer(resident.token),
      });
      expect(commented.statusCode).toBe(201);
      if (status !== 'Open') {
        const moved = await app.inject({
          method: 'PUT',
          url: `/api/complaints/${complaint._id}`,
          payload: { status },
          headers: bearer(admin.token),
        });
        expect(moved.statusCode).toBe(200);
      }
    }
    await submitComplaint(app, submitter.token, { category: 'Laundry' });
    // The resident's complaints have run past their target, so the Overdue line has a page.
    await app.db.execute(
      sql`update complaints set due_at = created_at where category = 'Electricity'`,
    );
  });
  afterAll(() => app.close());

  const asAnswered = (body: object) => JSON.parse(JSON.stringify({ success: true, ...body }));
  // A submission makes a new complaint each time; what it answers is otherwise the same.
  const withoutNewness = (body: { data: Record<string, unknown> }) =>
    Object.fromEntries(
      Object.entries(body.data).filter(
        ([key]) => !['_id', 'createdAt', 'updatedAt', 'dueAt'].includes(key),
      ),
    );

  it('every line but the reference has a floor', () => {
    const lines = benchEndpoints('any');
    expect(lines.filter((line) => !line.work).map((line) => line.name)).toEqual(['reference: 404']);
  });

  // The tests are named before the hostel exists; each finds its line again once it does.
  for (const endpoint of benchEndpoints('hostel').filter((line) => line.work)) {
    it(`${endpoint.name}: the floor answers what the route answers`, async () => {
      const line = benchEndpoints(hostelId).find((e) => e.name === endpoint.name);
      if (!line?.work) throw new Error('the line vanished');
      const account = accounts[line.caller];
      const response = await app.inject({
        method: line.method,
        url: line.path,
        headers: bearer(account.token),
        ...(line.body ? { payload: JSON.parse(line.body) as object } : {}),
      });
      expect(response.statusCode).toBeLessThan(300);
      const caller = await benchAccounts(app.db)(benchCallerRole(line.caller), account.id);
      const floor = asAnswered((await line.work(services, caller)) as object);
      const route = response.json<{ data: Record<string, unknown> }>();
      if (line.method === 'POST') {
        expect(withoutNewness(floor)).toEqual(withoutNewness(route));
      } else {
        expect(floor).toEqual(route);
        // A line that answers nothing would time the cheapest answer there is.
        expect(JSON.stringify(route.data)).not.toMatch(/^(\[\]|null)$/);
      }
    });
  }

  it("a floor reads its caller's account, as the route's hook does", async () => {
    const gone = benchAccounts(app.db)('admin', '00000000-0000-4000-8000-000000000000');
    await expect(gone).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
