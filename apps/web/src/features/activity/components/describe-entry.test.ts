import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@hms/shared/audit';
import { describeEntry } from './describe-entry';

function entry(overrides: Partial<AuditEntry>): AuditEntry {
  return {
    id: 1,
    at: '2026-11-25T10:00:00.000Z',
    actor: { id: 'a1', role: 'admin', name: 'Asha Menon' },
    action: 'hostel.update',
    entityType: 'hostel',
    entityId: 'h1',
    label: 'Ganga Hostel',
    before: null,
    after: null,
    ...overrides,
  };
}

const placed = (room: string | null) => ({
  name: 'Asha Rao',
  hostel: room ? { name: 'Ganga Hostel' } : null,
  room: room ? { roomNumber: room } : null,
});

describe('describeEntry', () => {
  it('says whom a complaint was given to, and a password change without the password', () => {
    const about = { entityType: 'complaint', label: 'Fan not working' };
    expect(
      describeEntry(
        entry({
          ...about,
          action: 'complaint.assign',
          before: { assignee: null },
          after: { assignee: { _id: 'w1', name: 'Ravi Kumar', role: 'warden' } },
        }),
      ),
    ).toBe('assigned complaint “Fan not working” to Ravi Kumar');
    expect(
      describeEntry(entry({ ...about, action: 'complaint.assign', after: { assignee: null } })),
    ).toBe('unassigned complaint “Fan not working”');
    expect(
      describeEntry(
        entry({
          action: 'warden.credentials',
          entityType: 'warden',
          after: { onTemporaryCredentials: false },
        }),
      ),
    ).toBe('changed their password');
  });

  it("names a mess manager's changes, and the mess's plans and menu", () => {
    const manager = { entityType: 'mess', entityId: 'm1', label: 'Gopal Iyer' };
    expect(
      describeEntry(entry({ ...manager, action: 'mess.create', after: { role: 'mess' } })),
    ).toBe('added mess manager Gopal Iyer');
    expect(describeEntry(entry({ ...manager, action: 'mess.reset', after: {} }))).toBe(
      'gave Gopal Iyer a temporary password',
    );
    const plan = { entityType: 'messplan', entityId: 'p1', label: 'Veg, Ganga Hostel' };
    expect(describeEntry(entry({ ...plan, action: 'messplan.create', after: {} }))).toBe(
      'added mess plan Veg, Ganga Hostel',
    );
    expect(
      describeEntry(
        entry({
          entityType: 'hostel',
          entityId: 'h1',
          label: 'Ganga Hostel',
          action: 'messmenu.update',
        }),
      ),
    ).toBe("changed the week's menu of Ganga Hostel");
    const resident = { entityType: 'student', entityId: 's1', label: 'Kavya Reddy, Ganga Hostel' };
    expect(
      describeEntry(
        entry({
          ...resident,
          action: 'mess.enrol',
          after: { from: '2026-12-01', to: { _id: 'p1', name: 'Veg' } },
        }),
      ),
    ).toBe('put Kavya Reddy, Ganga Hostel on the Veg plan from 1 Dec 2026');
    expect(
      describeEntry(
        entry({ ...resident, action: 'mess.enrol', after: { from: '2026-12-01', to: null } }),
      ),
    ).toBe('took Kavya Reddy, Ganga Hostel off the mess from 1 Dec 2026');
  });

  it("names a guard's changes as a guard's", () => {
    const guard = { entityType: 'guard', entityId: 'g1', label: 'Raju Thapa' };
    const record = { name: 'Raju Thapa', role: 'guard' };
    expect(describeEntry(entry({ ...guard, action: 'guard.create', after: record }))).toBe(
      'added guard Raju Thapa',
    );
    expect(
      describeEntry(entry({ ...guard, action: 'guard.update', before: record, after: record })),
    ).toBe('changed guard Raju Thapa');
    expect(describeEntry(entry({ ...guard, action: 'guard.delete', before: record }))).toBe(
      'deleted guard Raju Thapa',
    );
    expect(
      describeEntry(
        entry({ ...guard, action: 'guard.reset', after: { onTemporaryCredentials: true } }),
      ),
    ).toBe('gave Raju Thapa a temporary password');
    expect(
      describeEntry(
        entry({
          ...guard,
          actor: { id: 'g1', role: 'guard', name: 'Raju Thapa' },
          action: 'guard.credentials',
          after: { onTemporaryCredentials: false },
        }),
      ),
    ).toBe('changed their password');
  });

  it('tells a password chosen by link and a temporary one apart, and names a resent e-mail', () => {
    const student = { entityType: 'student', label: 'Asha Rao' };
    expect(
      describeEntry(
        entry({
          ...student,
          action: 'student.credentials',
          after: { onTemporaryCredentials: false, by: 'E-mail link' },
        }),
      ),
    ).toBe('chose a new password by e-mail link');
    expect(
      describeEntry(
        entry({ ...student, action: 'student.reset', after: { onTemporaryCredentials: true } }),
      ),
    ).toBe('gave Asha Rao a temporary password');
    expect(
      describeEntry(
        entry({
          entityType: 'email',
          action: 'email.retry',
          label: '“Your complaint is now Resolved” to asha@college.edu',
          after: { status: 'pending', attempts: 0 },
        }),
      ),
    ).toBe('sent the e-mail “Your complaint is now Resolved” to asha@college.edu again');
  });

  it('says what a guardian was told of, and that a student changed their guardians', () => {
    const about = { entityType: 'student', label: 'Asha Rao (2025000001)' };
    expect(
      describeEntry(
        entry({
          ...about,
          action: 'guardian.told',
          after: { topic: 'leave', guardian: 'Guardian 2' },
        }),
      ),
    ).toBe('e-mailed guardian 2 of Asha Rao (2025000001) about their leave');
    expect(
      describeEntry(entry({ ...about, action: 'guardian.update', after: { changed: [] } })),
    ).toBe('updated their guardians, emergency contact and what their guardians are told');
  });

  it('says what was done at roll-call', () => {
    const night = { entityType: 'rollcall', label: 'Kaveri, floor 2, 2026-03-12' };
    expect(describeEntry(entry({ ...night, action: 'rollcall.start' }))).toBe(
      'started the roll-call of Kaveri, floor 2, 2026-03-12',
    );
    expect(describeEntry(entry({ ...night, action: 'rollcall.close' }))).toBe(
      'closed the roll-call of Kaveri, floor 2, 2026-03-12',
    );
    expect(
      describeEntry(
        entry({
          entityType: 'student',
          label: 'Asha Rao (2025000001)',
          action: 'rollcall.mark',
          after: { mark: 'absent' },
        }),
      ),
    ).toBe('marked Asha Rao (2025000001) absent at roll-call');
  });

  it('says where a student was moved, assigned or taken from', () => {
    const about = { entityType: 'student', label: 'Asha Rao (2025000001)' };
    expect(
      describeEntry(
        entry({ ...about, action: 'student.move', before: placed('101'), after: placed('204') }),
      ),
    ).toBe('moved Asha Rao to Room 204, Ganga Hostel');
    expect(
      describeEntry(
        entry({ ...about, action: 'student.assign', before: placed(null), after: placed('204') }),
      ),
    ).toBe('assigned Asha Rao to Room 204, Ganga Hostel');
    expect(
      describeEntry(
        entry({ ...about, action: 'student.unassign', before: placed('204'), after: placed(null) }),
      ),
    ).toBe('took Asha Rao out of Room 204, Ganga Hostel');
    expect(
      describeEntry(
        entry({ ...about, action: 'student.checkout', before: placed('204'), after: placed(null) }),
      ),
    ).toBe('checked Asha Rao out of Room 204, Ganga Hostel');
    expect(
      describeEntry(
        entry({ ...about, action: 'student.swap', before: placed('101'), after: placed('204') }),
      ),
    ).toBe('moved Asha Rao to Room 204, Ganga Hostel in a swap');
  });

  it('names a room request by its student', () => {
    const about = { entityType: 'request', label: 'Asha Rao (2025000001)' };
    expect(describeEntry(entry({ ...about, action: 'request.create' }))).toBe('asked for a room');
    expect(describeEntry(entry({ ...about, action: 'request.approve' }))).toBe(
      'approved the room request of Asha Rao (2025000001)',
    );
    expect(describeEntry(entry({ ...about, action: 'request.reject' }))).toBe(
      'rejected the room request of Asha Rao (2025000001)',
    );
  });

  it('names a leave by its student and its days', () => {
    const leave = { from: '2026-11-28', to: '2026-11-30', status: 'Pending' };
    const about = { entityType: 'leave', label: 'Asha Rao (2025000001), 2026-11-28 to 2026-11-30' };
    expect(describeEntry(entry({ ...about, action: 'leave.apply', after: leave }))).toBe(
      'applied for leave from 28 Nov 2026 to 30 Nov 2026',
    );
    expect(describeEntry(entry({ ...about, action: 'leave.cancel', after: leave }))).toBe(
      'cancelled their leave from 28 Nov 2026 to 30 Nov 2026',
    );
    expect(describeEntry(entry({ ...about, action: 'leave.approve' }))).toBe(
      'approved the leave of Asha Rao (2025000001), 2026-11-28 to 2026-11-30',
    );
    expect(describeEntry(entry({ ...about, action: 'leave.reject' }))).toBe(
      'rejected the leave of Asha Rao (2025000001), 2026-11-28 to 2026-11-30',
    );
    const answered = { ...leave, guardian: { decision: 'Declined' } };
    expect(describeEntry(entry({ ...about, action: 'leave.guardian', after: answered }))).toBe(
      'declined the leave of Asha Rao (2025000001), 2026-11-28 to 2026-11-30 by the e-mailed link',
    );
  });

  it('names a complaint by its subject and its status change', () => {
    const about = { entityType: 'complaint', label: 'Fan not working' };
    expect(
      describeEntry(
        entry({
          ...about,
          action: 'complaint.status',
          before: { status: 'Open' },
          after: { status: 'In Progress' },
        }),
      ),
    ).toBe('changed the status of complaint “Fan not working” from Open to In Progress');
    expect(describeEntry(entry({ ...about, action: 'complaint.comment' }))).toBe(
      'commented on complaint “Fan not working”',
    );
  });

  it('reads created, changed and deleted records, and actions it does not know', () => {
    expect(describeEntry(entry({ action: 'hostel.create' }))).toBe('added hostel Ganga Hostel');
    expect(
      describeEntry(entry({ action: 'room.delete', entityType: 'room', label: 'Room 5' })),
    ).toBe('deleted room Room 5');
    expect(describeEntry(entry({ action: 'hostel.inspect' }))).toBe('hostel.inspect Ganga Hostel');
  });
});
