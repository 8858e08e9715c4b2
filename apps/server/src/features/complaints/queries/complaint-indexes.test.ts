import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints } from '../../../core/db/schema';
import { buildComplaintInput, registerStudent } from '../../../test/factories';
import { genericPlanNodes } from '../../../test/generic-plan';
import { createTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  const student = await registerStudent(app);
  const complaint = (category: 'Maintenance' | 'Electricity', createdAt: Date) => {
    const { subject, description } = buildComplaintInput();
    return {
      subject,
      description,
      category,
      priority: 'High' as const,
      createdAt,
      dueAt: new Date(createdAt.getTime() + 24 * 3_600_000),
      studentId: student.user._id,
    };
  };
  // A few complaints of one category, then a flood of another, newer.
  await app.db
    .insert(complaints)
    .values([1, 2, 3].map((day) => complaint('Electricity', new Date(Date.UTC(2026, 0, day)))));
  await app.db
    .insert(complaints)
    .values(
      Array.from({ length: 400 }, (_, i) =>
        complaint('Maintenance', new Date(Date.UTC(2026, 5, 1, 0, i))),
      ),
    );
  await app.db.execute(sql`analyze complaints`);
});
afterAll(() => app.close());

describe('the complaint indexes (docs/decisions/018)', () => {
  it("serve a filtered page in the list's order, for a plan made for any values", async () => {
    // A prepared statement's generic plan, as the server's prepared lists use, knows the filters
    // but not their values: it must still read the page from the index, in order.
    const all = await genericPlanNodes(
      app.db,
      `select id from complaints where status = $1 and category = $2
        order by created_at desc, id desc limit $3`,
      'complaint_status, complaint_category, int',
      `'Open', 'Electricity', 20`,
    );
    expect(all.map((node) => node['Index Name']).filter(Boolean)).toEqual([
      'complaints_status_category_created_idx',
    ]);
    expect(all.map((node) => node['Node Type'])).not.toContain('Sort');
    expect(all.map((node) => node['Node Type'])).not.toContain('Incremental Sort');
  });
});

describe('the complaints oldest first (docs/product-rules.md#sorted-lists)', () => {
  it('are read from the same index as newest first, from its other end', async () => {
    const nodes = await genericPlanNodes(
      app.db,
      `select id from complaints where status = $1 and category = $2
        order by created_at asc, id asc limit $3`,
      'complaint_status, complaint_category, int',
      `'Open', 'Electricity', 20`,
    );
    expect(nodes.map((node) => node['Index Name']).filter(Boolean)).toEqual([
      'complaints_status_category_created_idx',
    ]);
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Sort');
  });
});

describe('the Overdue list (docs/decisions/042)', () => {
  it('reads its page from the unresolved complaints alone, in order, checking the due time in the index', async () => {
    // As on a campus, most complaints are resolved: the flood of Maintenance ones is. This test
    // runs last, so the filtered page above saw them Open.
    await app.db.execute(sql`
      update complaints set status = 'Resolved', resolution = 'Done',
        resolved_at = created_at + interval '1 hour'
      where category = 'Maintenance'`);
    await app.db.execute(sql`analyze complaints`);
    const nodes = await genericPlanNodes(
      app.db,
      `select id from complaints
        where status in ('Open', 'In Progress') and due_at < now()
        order by created_at desc, id desc limit $1`,
      'int',
      '20',
    );
    expect(nodes.map((node) => node['Index Name']).filter(Boolean)).toEqual([
      'complaints_unresolved_created_idx',
    ]);
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Sort');
    expect(JSON.stringify(nodes)).toContain('due_at < now()');
  });
});
