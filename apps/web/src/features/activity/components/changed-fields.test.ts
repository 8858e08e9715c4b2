import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@hms/shared/audit';
import { changedFields, valueText } from './changed-fields';

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

describe('changedFields', () => {
  it('lists only what changed, as text, leaving out ids and times', () => {
    expect(
      changedFields(
        entry({
          before: { _id: 'h1', name: 'Ganga', amenities: ['WiFi'], updatedAt: 'a', warden: {} },
          after: { _id: 'h1', name: 'Ganga Hostel', amenities: [], updatedAt: 'b', warden: {} },
        }),
      ),
    ).toEqual([
      { field: 'name', before: 'Ganga', after: 'Ganga Hostel' },
      { field: 'amenities', before: 'WiFi', after: 'none' },
    ]);
  });

  it('shows what a comment said, and nothing for a record created', () => {
    expect(changedFields(entry({ after: { comment: { message: '<b>Any news?</b>' } } }))).toEqual([
      { field: 'comment', before: '', after: '<b>Any news?</b>' },
    ]);
    expect(changedFields(entry({ after: { name: 'Ganga' } }))).toEqual([]);
  });

  it('writes a time as the screens do, never as the API sends it', () => {
    const resolvedAt = '2026-11-28T01:25:15.148Z';
    const [change] = changedFields(
      entry({
        action: 'complaint.status',
        entityType: 'complaint',
        before: { status: 'In Progress', resolvedAt: null },
        after: { status: 'Resolved', resolvedAt },
      }),
    ).filter((c) => c.field === 'resolvedAt');

    expect(change).toEqual({
      field: 'resolvedAt',
      before: 'none',
      after: new Date(resolvedAt).toLocaleString(),
    });
    expect(change?.after).not.toContain('T01:25');
    expect(change?.after).not.toContain('Z');
  });

  it('writes a day as the screens do', () => {
    expect(
      changedFields(
        entry({
          action: 'leave.update',
          entityType: 'leave',
          before: { from: '2026-11-28', to: '2026-11-30' },
          after: { from: '2026-11-29', to: '2026-11-30' },
        }),
      ),
    ).toEqual([{ field: 'from', before: '28 Nov 2026', after: '29 Nov 2026' }]);
  });
});

describe('valueText', () => {
  it('writes nested records by their name or number', () => {
    expect(valueText({ _id: 'r', roomNumber: '204' })).toBe('204');
    expect(valueText(null)).toBe('none');
    expect(valueText(true)).toBe('true');
  });

  it('writes times and days in a list each as the screens do, and other text as it is', () => {
    const at = '2026-03-14T10:22:33+05:30';
    expect(valueText([at, '2026-03-14'])).toBe(`${new Date(at).toLocaleString()}, 14 Mar 2026`);
    // Not real days, or not only a date: left as typed.
    expect(valueText('2026-02-31')).toBe('2026-02-31');
    expect(valueText('2026-13-45')).toBe('2026-13-45');
    expect(valueText('Back on 2026-03-14')).toBe('Back on 2026-03-14');
  });
});
