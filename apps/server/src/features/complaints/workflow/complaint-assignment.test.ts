import type { Complaint, TimelineEvent } from '@hms/shared/complaints';
import { complaintMessages } from '@hms/shared/messages';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '../../../core/db/schema';
import { appForFile } from '../../../test/app-for-file';
import {
  bearer,
  createHostel,
  createRoom,
  placeStudentInRoom,
  registerAdmin,
  registerStudent,
  submitComplaint,
} from '../../../test/factories';
import { createWarden } from '../../../test/staff-factories';
import { HOSTEL_OFFICE } from './complaint-timeline';

const w = appForFile(async (app) => {
  const office = await registerAdmin(app, { name: 'Asha Menon' });
  const hostel = (await createHostel(app, office.token))._id;
  const room = (await createRoom(app, office.token, hostel, { type: 'Triple' }))._id;
  const elsewhere = (await createHostel(app, office.token))._id;
  return {
    office,
    hostel,
    room,
    resident: await placeStudentInRoom(app, office.token, room),
    warden: await createWarden(app, office.token, [hostel], { name: 'Ravi Warden' }),
    otherWarden: await createWarden(app, office.token, [elsewhere], { name: 'Other Warden' }),
  };
});

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => w.app.inject({ method, url, payload, headers: bearer(token) });
const assign = (id: string, assigneeId: string | null, token = w.office.token) =>
  call('PUT', `/api/complaints/${id}/assignee`, token, { assigneeId });
const entries = async () => (await w.app.db.select({ n: count() }).from(auditEntries))[0]?.n;

describe('who has a complaint', () => {
  it("is its hostel's warden from the start when the hostel has exactly one", async () => {
    const complaint = await submitComplaint(w.app, w.resident.token);
    expect(complaint.assignee).toEqual({ _id: w.warden.id, name: 'Ravi Warden', role: 'warden' });
    const unhoused = await registerStudent(w.app);
    expect((await submitComplaint(w.app, unhoused.token)).assignee).toBeNull();
  });

  it('is nobody from the start when the hostel has two wardens', async () => {
    const second = await createWarden(w.app, w.office.token, [w.hostel]);
    expect((await submitComplaint(w.app, w.resident.token)).assignee).toBeNull();
    await call('DELETE', `/api/wardens/${second.id}`, w.office.token);
  });

  it('may be an administrator or a warden of its hostel, never one of another', async () => {
    const complaint = await submitComplaint(w.app, w.resident.token);
    const toOffice = await assign(complaint._id, w.office.user._id, w.warden.token);
    expect(toOffice.json<{ data: Complaint }>().data.assignee).toMatchObject({ role: 'admin' });

    const before = await entries();
    for (const [assigneeId, message] of [
      [w.otherWarden.id, complaintMessages.assigneeOutsideHostel('Other Warden')],
      [crypto.randomUUID(), complaintMessages.assigneeNotStaff],
    ] as const) {
      const refused = await assign(complaint._id, assigneeId);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message });
    }
    expect(await entries()).toBe(before);

    const cleared = await assign(complaint._id, null);
    expect(cleared.json<{ data: Complaint }>().data.assignee).toBeNull();
  });

  it("is filtered as 'Assigned to me' and 'Unassigned'", async () => {
    const mine = await submitComplaint(w.app, w.resident.token, { subject: 'Mine to do' });
    const nobodys = await submitComplaint(w.app, w.resident.token, { subject: 'Nobody yet' });
    await assign(nobodys._id, null);
    const subjects = async (query: string, token: string) =>
      (await call('GET', `/api/complaints?${query}`, token)).json<{ data: Complaint[] }>().data;
    expect((await subjects('assigned=me', w.warden.token)).map((c) => c._id)).toContain(mine._id);
    expect(
      (await subjects('assigned=me', w.warden.token)).every((c) => c.assignee?._id === w.warden.id),
    ).toBe(true);
    const unassigned = await subjects('assigned=none', w.office.token);
    expect(unassigned.map((c) => c._id)).toContain(nobodys._id);
    expect(unassigned.every((c) => c.assignee === null)).toBe(true);
    const bad = await call('GET', '/api/complaints?assigned=someone', w.office.token);
    expect(bad.statusCode).toBe(400);
  });

  it('is worked by its warden, who comments as a warden, and not by another', async () => {
    const complaint = await submitComplaint(w.app, w.resident.token);
    const commented = await call(
      'POST',
      `/api/complaints/${complaint._id}/comments`,
      w.warden.token,
      {
        message: 'Plumber tomorrow.',
      },
    );
    expect(commented.json<{ data: Complaint }>().data.comments.at(-1)?.authorModel).toBe('Warden');
    const refused = await call('PUT', `/api/complaints/${complaint._id}`, w.otherWarden.token, {
      status: 'In Progress',
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe("a complaint's timeline", () => {
  it('shows staff each step with who took it, and its student the status changes as the office', async () => {
    const complaint = await submitComplaint(w.app, w.resident.token);
    await assign(complaint._id, w.office.user._id, w.warden.token);
    await call('PUT', `/api/complaints/${complaint._id}`, w.warden.token, {
      status: 'In Progress',
    });
    await call('PUT', `/api/complaints/${complaint._id}`, w.office.token, {
      status: 'Resolved',
      resolution: 'Washer replaced',
    });
    const timeline = async (token: string) =>
      (await call('GET', `/api/complaints/${complaint._id}/timeline`, token))
        .json<{ data: TimelineEvent[] }>()
        .data.map(({ at: _at, ...step }) => step);

    expect(await timeline(w.office.token)).toEqual([
      { kind: 'submitted', by: w.resident.input.name },
      { kind: 'assigned', by: HOSTEL_OFFICE, assignee: 'Ravi Warden' },
      { kind: 'assigned', by: 'Ravi Warden', assignee: 'Asha Menon' },
      { kind: 'status', by: 'Ravi Warden', status: 'In Progress' },
      { kind: 'status', by: 'Asha Menon', status: 'Resolved' },
    ]);
    expect(await timeline(w.resident.token)).toEqual([
      { kind: 'submitted', by: w.resident.input.name },
      { kind: 'status', by: HOSTEL_OFFICE, status: 'In Progress' },
      { kind: 'status', by: HOSTEL_OFFICE, status: 'Resolved' },
    ]);
    const hidden = await call(
      'GET',
      `/api/complaints/${complaint._id}/timeline`,
      w.otherWarden.token,
    );
    expect(hidden.statusCode).toBe(404);
  });
});
