import type { AuditEntry, AuditPaging } from '@hms/shared/audit';
import { auditMessages } from '@hms/shared/audit';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../../test/app-for-file';
import {
  bearer,
  createHostel,
  createRoom,
  registerAdmin,
  registerStudent,
  submitComplaint,
} from '../../test/factories';
import { recordChange } from '../../core/audit/record-change';

type Page = { data: AuditEntry[]; paging: AuditPaging };

describe('GET /api/audit-entries', () => {
  const w = appForFile(async (app) => {
    const office = await registerAdmin(app, { name: 'Asha Menon' });
    const student = await registerStudent(app, { name: 'Ravi Kumar', studentId: '2024CS777' });
    const hostel = await createHostel(app, office.token, { name: 'Ganga Hostel' });
    const room = await createRoom(app, office.token, hostel._id, { roomNumber: '204' });
    const complaint = await submitComplaint(app, student.token, { subject: 'Geyser not heating' });
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/complaints/${complaint._id}`,
      payload: { status: 'In Progress' },
      headers: bearer(office.token),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    return { office, student, hostel, room, complaint };
  });

  const read = async (query = '') => {
    const response = await w.app.inject({
      method: 'GET',
      url: `/api/audit-entries${query}`,
      headers: bearer(w.office.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };

  it('answers every entry newest first, with who did it and what the record is called', async () => {
    const { data, paging } = await read();
    const ids = data.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(paging).toEqual({ older: null, newer: null });
    const hostelEntry = data.find((entry) => entry.action === 'hostel.create');
    expect(hostelEntry).toMatchObject({
      actor: { id: w.office.user._id, role: 'admin', name: 'Asha Menon' },
      entityType: 'hostel',
      entityId: w.hostel._id,
      label: 'Ganga Hostel',
      before: null,
      after: { name: 'Ganga Hostel' },
    });
    expect(data.find((entry) => entry.action === 'room.create')?.label).toBe(
      'Room 204, Ganga Hostel',
    );
    expect(data.find((entry) => entry.action === 'student.register')?.label).toBe(
      'Ravi Kumar (2024CS777)',
    );
    expect(data.find((entry) => entry.action === 'complaint.create')?.label).toBe(
      'Geyser not heating',
    );
    expect(JSON.stringify(data)).not.toMatch(/password|token/i);
  });

  it("filters by actor, kind of record, action, a record's history and a search by record", async () => {
    const byStudent = await read(`?actor=${w.student.user._id}`);
    expect(byStudent.data.map((e) => e.action).sort()).toEqual([
      'complaint.create',
      'student.register',
    ]);
    const rooms = await read('?entityType=room');
    expect(rooms.data.map((e) => e.entityId)).toEqual([w.room._id]);
    const created = await read('?action=hostel.create');
    expect(created.data.map((e) => e.entityId)).toEqual([w.hostel._id]);
    const history = await read(`?entityType=complaint&entityId=${w.complaint._id}`);
    expect(history.data.length).toBeGreaterThanOrEqual(1);
    expect(history.data.every((e) => e.entityId === w.complaint._id)).toBe(true);
    const search = await read('?search=ganga');
    expect(search.data.map((e) => e.action).sort()).toEqual(['hostel.create', 'room.create']);
    // A search is text, not a pattern: % matches only a %.
    expect((await read('?search=%25%25%25')).data).toEqual([]);
    expect((await read('?search=2024CS777')).data.map((e) => e.action)).toEqual([
      'student.register',
    ]);
  });

  it('filters by whole days, both included', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await read(`?from=${today}&to=${today}`)).data.length).toBeGreaterThan(0);
    expect((await read('?to=2000-01-01')).data).toEqual([]);
    expect((await read('?from=2999-01-01')).data).toEqual([]);
  });

  it('reads any role an entry names, and an entry whose record has no name', async () => {
    await recordChange(
      w.app.db,
      { _id: w.office.user._id, role: 'warden', name: 'Meena' } as never,
      {
        action: 'hostel.update',
        entityType: 'hostel',
        entityId: w.hostel._id,
        after: { totalRooms: 3 },
      },
    );
    const [newest] = (await read()).data;
    expect(newest).toMatchObject({ actor: { role: 'warden', name: 'Meena' }, label: '' });
  });

  it('pages by id: older pages, then newer ones, without a total', async () => {
    const all = (await read()).data.map((e) => e.id);
    expect(all.length).toBeGreaterThanOrEqual(5);
    const first = await read('?limit=2');
    expect(first.data.map((e) => e.id)).toEqual(all.slice(0, 2));
    expect(first.paging).toEqual({ older: all[1], newer: null });
    const second = await read(`?limit=2&before=${first.paging.older}`);
    expect(second.data.map((e) => e.id)).toEqual(all.slice(2, 4));
    expect(second.paging).toEqual({ older: all[3], newer: all[2] });
    const back = await read(`?limit=2&after=${second.paging.newer}`);
    expect(back.data.map((e) => e.id)).toEqual(all.slice(0, 2));
    expect(back.paging).toEqual({ older: all[1], newer: null });
    const last = await read(`?limit=100&before=${all[3]}`);
    expect(last.data.map((e) => e.id)).toEqual(all.slice(4));
    expect(last.paging.older).toBeNull();
  });

  it.each([
    ['?actor=someone', auditMessages.actorInvalid],
    ['?entityType=Room%20204', auditMessages.entityTypeInvalid],
    ['?entityId=12', auditMessages.entityIdInvalid],
    ['?action=delete', auditMessages.actionInvalid],
    ['?from=25-11-2026', auditMessages.fromInvalid],
    ['?to=2026-02-30x', auditMessages.toInvalid],
    ['?from=2026-11-02&to=2026-11-01', auditMessages.rangeReversed],
    ['?search=ab', auditMessages.searchTooShort],
    ['?before=abc', auditMessages.cursorInvalid],
    ['?before=5&after=2', auditMessages.bothCursors],
    ['?limit=101', 'Limit must be at most 100'],
  ])('refuses %s with a sentence', async (query, message) => {
    const response = await w.app.inject({
      method: 'GET',
      url: `/api/audit-entries${query}`,
      headers: bearer(w.office.token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
  });

  it('is for administrators only', async () => {
    const anonymous = await w.app.inject({ method: 'GET', url: '/api/audit-entries' });
    expect(anonymous.statusCode).toBe(401);
    const asStudent = await w.app.inject({
      method: 'GET',
      url: '/api/audit-entries',
      headers: bearer(w.student.token),
    });
    expect(asStudent.statusCode).toBe(403);
  });
});
