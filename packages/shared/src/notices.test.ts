import { describe, expect, it } from 'vitest';
import {
  noticeAudienceRefusal,
  noticeChangeRefusal,
  noticeExpiryRefusal,
  noticeInputSchema,
  noticeMessages as m,
} from './notices';

const admin = { role: 'admin' };
const warden = { role: 'warden', hostelIds: ['kaveri', 'ganga'] };
const to = (...ids: string[]) => ({ allHostels: false, hostels: ids.map((_id) => ({ _id })) });

describe('who may post a notice where', () => {
  it('lets an administrator post anywhere, a warden to their own hostels only', () => {
    expect(noticeAudienceRefusal(admin, { allHostels: true, hostels: [] })).toBeNull();
    expect(noticeAudienceRefusal(warden, { allHostels: false, hostels: ['ganga'] })).toBeNull();
    expect(noticeAudienceRefusal(warden, { allHostels: true, hostels: [] })).toBe(
      m.wardenAllHostels,
    );
    expect(noticeAudienceRefusal(warden, { allHostels: false, hostels: ['ganga', 'yamuna'] })).toBe(
      m.wardenAllHostels,
    );
  });
});

describe('who may change a notice', () => {
  it('lets a warden change a notice whose every hostel is theirs, never one to every hostel', () => {
    expect(noticeChangeRefusal(admin, { allHostels: true, hostels: [] })).toBeNull();
    expect(noticeChangeRefusal(warden, to('kaveri', 'ganga'))).toBeNull();
    expect(noticeChangeRefusal(warden, to('kaveri', 'yamuna'))).toBe(m.otherHostels);
    expect(noticeChangeRefusal(warden, { allHostels: true, hostels: [] })).toBe(
      m.allHostelsAdminOnly,
    );
  });
});

describe('a notice', () => {
  it('may expire only ahead of now, or never', () => {
    const now = new Date('2025-06-01T10:00:00Z');
    expect(noticeExpiryRefusal(undefined, now)).toBeNull();
    expect(noticeExpiryRefusal('2025-06-01T10:00:01Z', now)).toBeNull();
    expect(noticeExpiryRefusal('2025-06-01T15:30:00+05:30', now)).toBe(m.expiryInPast);
  });

  it('needs a title, a text and somewhere to go', () => {
    const parsed = noticeInputSchema.safeParse({ title: ' ', body: '', hostels: [] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', m.titleRequired],
      ['body', m.bodyRequired],
      ['hostels', m.hostelsRequired],
    ]);
    const nowhere = noticeInputSchema.safeParse({ title: 'Lift', body: 'Out of order.' });
    expect(nowhere.error?.issues[0]?.message).toBe(m.hostelsRequired);
  });
});
