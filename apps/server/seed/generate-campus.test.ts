import { contactSchema } from '@hms/shared/guardians';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/core/db/raw-rows';
import { announceOverdue } from '../src/features/notifications/overdue-watch';
import { createNotifyEach } from '../src/core/notify/notify-each';
import { seedSmallCollege } from '../src/test/campus-factories';
import { createTestApp, type TestApp } from '../src/test/test-app';

/**
 * A seeded campus is ready as it stands: a server started on it straight away reads it as fast as
 * it will a day later, with no step of its own left to take (docs/performance.md).
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await seedSmallCollege(app);
});
afterAll(() => app.close());

describe('a seeded campus', () => {
  it('has announced the complaints of its past that went overdue', async () => {
    const [late] = await selectRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from complaints
          where status in ('Open', 'In Progress') and due_at < now()`,
    );
    expect(late?.n).toBeGreaterThan(0);
    // The overdue watch's first run on a new server finds nothing to rewrite.
    expect(await announceOverdue(app.db, createNotifyEach(null))).toBe(0);
  });

  it('gives every student a guardian, kept as the profile would keep them', async () => {
    const contacts = await selectRows<{
      slot: number;
      name: string;
      relation: string;
      phone: string;
      email: string | null;
    }>(app.db, sql`select slot, name, relation, phone, email from student_contacts`);
    const [students] = await selectRows<{ n: number; without: number; consenting: number }>(
      app.db,
      sql`select count(*)::int as n,
            count(*) filter (where not exists (
              select 1 from student_contacts c where c.student_id = s.id and c.slot = 1))::int
              as without,
            (select count(*)::int from guardian_consents where late_return) as consenting
          from students s`,
    );
    expect(students?.without).toBe(0);
    expect(students?.consenting).toBeGreaterThan(0);
    expect(students?.consenting).toBeLessThan(students?.n ?? 0);
    expect(new Set(contacts.map((c) => c.slot))).toEqual(new Set([1, 2, 3]));
    for (const contact of contacts) expect(contactSchema.parse(contact)).toBeTruthy();
  });

  it("gives every hostel mess plans and a whole week's menu", async () => {
    const [counts] = await selectRows<{ hostels: number; withPlans: number; meals: number }>(
      app.db,
      sql`select (select count(*)::int from hostels) as hostels,
            (select count(distinct hostel_id)::int from mess_plans) as "withPlans",
            (select count(*)::int from mess_menu_items) as meals`,
    );
    expect(counts?.withPlans).toBe(counts?.hostels);
    expect(counts?.meals).toBe((counts?.hostels ?? 0) * 7 * 4);
  });

  it('leaves its tables analysed and all-visible, so counts read the indexes alone', async () => {
    const tables = await selectRows<{ name: string; pages: number; visible: number; rows: number }>(
      app.db,
      sql`select relname as name, relpages as pages, relallvisible as visible,
            reltuples::float8 as rows
          from pg_class
          where relname in ('students', 'rooms', 'hostels', 'complaints', 'comments',
            'residencies', 'audit_entries')`,
    );
    expect(tables).toHaveLength(7);
    for (const table of tables) {
      expect(table, table.name).toMatchObject({ visible: table.pages });
      expect(table.rows, table.name).toBeGreaterThan(0);
    }
  });
});
