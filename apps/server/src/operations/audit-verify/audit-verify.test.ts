import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordChange, recordChanges, type Actor } from '../../core/audit/record-change';
import { selectRows } from '../../core/db/raw-rows';
import { bearer, createHostel, registerAdmin, registerStudent } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { verifyDatabase } from './verify-database';
import { verifyExport } from './verify-export';

let app: TestApp;
let token: string;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hms-audit-verify-'));
const office: Actor = { _id: randomUUID(), role: 'admin', name: 'Asha Menon' };

beforeAll(async () => {
  app = await createTestApp();
  token = (await registerAdmin(app)).token;
  await createHostel(app, token, { name: '=Ganga Hostel' });
  await registerStudent(app, { email: 'ravi.kumar@college.edu', phone: '9876500001' });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** Runs SQL as the table's owner with the permanence trigger switched off, as a tamperer could. */
async function asOwner(statement: ReturnType<typeof sql>) {
  await app.db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_entries disable trigger audit_entries_not_changed`);
    await tx.execute(statement);
    await tx.execute(sql`alter table audit_entries enable trigger audit_entries_not_changed`);
  });
}

async function lastPosition(action: string): Promise<number> {
  const [row] = await selectRows<{ position: number }>(
    app.db,
    sql`select chain_position::int as position from audit_entries where action = ${action}
      order by chain_position desc limit 1`,
  );
  return row!.position;
}

/** The Activity export as a file, as an administrator downloads it. */
async function exportFile(query = ''): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/activity.csv${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  const file = path.join(folder, `${randomUUID()}.csv`);
  fs.writeFileSync(file, response.rawPayload);
  return file;
}

/** The file again, with one line's cells changed. */
function tamperedCopy(file: string, change: (row: Record<string, string>) => void, line = 3) {
  const rows = parse(fs.readFileSync(file), { bom: true, columns: true }) as Record<
    string,
    string
  >[];
  change(rows[line - 2]!);
  const copy = path.join(folder, `${randomUUID()}.csv`);
  fs.writeFileSync(copy, `\uFEFF${stringify(rows, { header: true })}`);
  return copy;
}

describe('the chain in the database', () => {
  it('is whole after the product wrote it', async () => {
    const verdict = await verifyDatabase(app.db);
    expect(verdict.line).toMatch(/^Whole: \d+ entries, #1 to #\d+/);
    expect(verdict.whole).toBe(true);
  });

  it('names the entry its owner changed with the trigger off', async () => {
    const position = await lastPosition('hostel.create');
    const [{ name } = { name: '' }] = await selectRows<{ name: string }>(
      app.db,
      sql`select actor_name as name from audit_entries where chain_position = ${position}`,
    );
    await asOwner(sql`update audit_entries set actor_name = 'Someone Else'
      where chain_position = ${position}`);
    try {
      const verdict = await verifyDatabase(app.db, 2);
      expect(verdict.whole).toBe(false);
      expect(verdict.line).toMatch(
        new RegExp(
          `^Broken at entry #${position} \\(id \\d+, \\d{4}-.+Z, hostel\\.create\\): its content does not match its hash`,
        ),
      );
    } finally {
      await asOwner(sql`update audit_entries set actor_name = ${name}
        where chain_position = ${position}`);
    }
    expect((await verifyDatabase(app.db)).whole).toBe(true);
  });

  it('names an entry whose contact detail was changed', async () => {
    const position = await lastPosition('student.register');
    await asOwner(sql`update audit_entries
      set after = jsonb_set(after, '{email}', '"someone@else.edu"') where chain_position = ${position}`);
    const changed = await verifyDatabase(app.db);
    expect(changed.line).toContain(`#${position} `);
    expect(changed.line).toContain('its after.email is not the one it was written with');
    await asOwner(sql`update audit_entries
      set after = jsonb_set(after, '{email}', '"ravi.kumar@college.edu"') where chain_position = ${position}`);
    expect((await verifyDatabase(app.db)).whole).toBe(true);
  });
});

describe('many writers at once', () => {
  it('leave one chain, each entry after the last committed', async () => {
    const fresh = await createTestApp();
    try {
      await Promise.all(
        Array.from({ length: 8 }, (_, writer) =>
          fresh.db.transaction(async (tx) => {
            await recordChange(tx, office, {
              action: 'hostel.update',
              entityType: 'hostel',
              entityId: randomUUID(),
              after: { name: `Writer ${writer}` },
            });
            await tx.execute(sql`select pg_sleep(0.01)`);
            await recordChanges(
              tx,
              office,
              Array.from({ length: 50 }, (_, n) => ({
                action: 'student.update',
                entityType: 'student',
                entityId: randomUUID(),
                after: { name: `Student ${writer}.${n}`, phone: `98765${writer}${n}` },
              })),
            );
          }),
        ),
      );
      const verdict = await verifyDatabase(fresh.db, 100);
      expect(verdict.line).toMatch(/^Whole: 408 entries, #1 to #408/);

      await fresh.db.transaction(async (tx) => {
        await tx.execute(sql`alter table audit_entries disable trigger audit_entries_not_changed`);
        await tx.execute(sql`delete from audit_entries where chain_position = 200`);
        await tx.execute(sql`alter table audit_entries enable trigger audit_entries_not_changed`);
      });
      expect((await verifyDatabase(fresh.db, 100)).line).toMatch(
        /^Broken at entry #201 .*: entry #200 is missing/,
      );
    } finally {
      await fresh.close();
    }
  });
});

describe('the Activity export', () => {
  it('carries the chain, and checks whole', async () => {
    const file = await exportFile();
    const verdict = await verifyExport(file);
    expect(verdict.line).toMatch(/^Whole: all \d+ entries of the trail, #1 to #\d+/);
    expect(verdict.whole).toBe(true);
  });

  it('finds a line whose content or columns were changed', async () => {
    const file = await exportFile();
    const content = await verifyExport(
      tamperedCopy(file, (row) => {
        row['Hashed content'] = row['Hashed content']!.replace(/"admin"/, '"student"');
      }),
    );
    expect(content.line).toMatch(
      /^Broken at entry #\d+ \(line 3, .+\): its hashed content does not match its hash\.$/,
    );
    const shown = await verifyExport(tamperedCopy(file, (row) => (row.Who = 'Someone Else')));
    expect(shown.line).toMatch(/\(line 3, .+\): its Who is not what its hashed content says\.$/);
  });

  it('checks the part a filter holds', async () => {
    const verdict = await verifyExport(await exportFile('?action=hostel.create'));
    expect(verdict.whole).toBe(true);
    expect(verdict.line).toMatch(/^Matches: 1 entries between #\d+ and #\d+/);
  });
});

describe("a student's deletion", () => {
  it('erases their contact details and leaves the chain whole', async () => {
    const student = await registerStudent(app, {
      email: 'meena.pillai@college.edu',
      phone: '9876500002',
    });
    const id = student.user._id;
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/students/${id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(200);
    const [entry] = await selectRows<{ after: Record<string, unknown>; salt: string | null }>(
      app.db,
      sql`select after, contact_salt as salt from audit_entries
        where entity_id = ${id} and action = 'student.register'`,
    );
    expect(entry?.after).not.toHaveProperty('email');
    expect(entry?.salt).toBeNull();
    const verdict = await verifyDatabase(app.db);
    expect(verdict.whole, verdict.line).toBe(true);
    expect((await verifyExport(await exportFile())).whole).toBe(true);

    await asOwner(sql`update audit_entries set after = after || '{"phone": "9876500002"}'
      where entity_id = ${id} and action = 'student.register'`);
    expect((await verifyDatabase(app.db)).line).toContain(
      'holds after.phone though its contact details were erased',
    );
  });
});
