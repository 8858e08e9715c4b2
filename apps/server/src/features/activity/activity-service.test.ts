import { auditEntryQuerySchema, type AuditEntryQuery } from '@hms/shared/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostel, createRoom, registerAdmin, registerStudent } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createActivityService, type ActivityService } from './activity-service';

/**
 * A search, and one person's changes to one kind of record, read first from a window of the
 * newest entries and then beyond it (docs/decisions/041). A window of three entries sends every
 * page through both reads; it must find what a window holding every entry finds.
 */
describe('activity read in a window and beyond it', () => {
  let app: TestApp;
  let narrow: ActivityService;
  let wide: ActivityService;
  let office: Awaited<ReturnType<typeof registerAdmin>>;

  beforeAll(async () => {
    app = await createTestApp();
    office = await registerAdmin(app, { name: 'Asha Menon' });
    const ganga = await createHostel(app, office.token, { name: 'Ganga Hostel' });
    await registerStudent(app, { name: 'Ravi Ganga' });
    for (let n = 0; n < 4; n += 1) {
      await createRoom(app, office.token, ganga._id, { roomNumber: `G${n}` });
      await registerStudent(app, { name: `Meera Nair ${n}` });
    }
    await createHostel(app, office.token, { name: 'Kaveri Hostel' });
    narrow = createActivityService(app.db, { window: 3 });
    wide = createActivityService(app.db, { window: 10_000 });
  });
  afterAll(async () => {
    await app.close();
  });

  /** Every page of the query, newest first, following Older to the end. */
  async function everyPage(service: ActivityService, query: AuditEntryQuery) {
    const ids: number[][] = [];
    let before: number | undefined;
    for (;;) {
      const { data, paging } = await service.list(
        auditEntryQuerySchema.parse({ ...query, limit: 2, ...(before ? { before } : {}) }),
      );
      ids.push(data.map((entry) => entry.id));
      if (paging.older === null) return ids;
      before = paging.older;
    }
  }

  it.each<[string, AuditEntryQuery]>([
    ['a word in old and new labels', { search: 'ganga' }],
    ['a word only in old labels', { search: 'ravi' }],
    ['a word in no label', { search: 'zzz' }],
    ['a word and a kind of record', { search: 'ganga', entityType: 'student' }],
  ])('finds %s page by page as a whole read does', async (_name, query) => {
    const pages = await everyPage(narrow, query);
    expect(pages).toEqual(await everyPage(wide, query));
    expect(pages.flat()).toEqual([...pages.flat()].sort((a, b) => b - a));
  });

  it("finds one person's changes to one kind of record beyond the window", async () => {
    const query = { actor: office.user._id, entityType: 'hostel' };
    const pages = await everyPage(narrow, query);
    expect(pages).toEqual(await everyPage(wide, query));
    expect(pages.flat()).toHaveLength(2);
  });
});
