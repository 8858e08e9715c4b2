import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { openDatabase } from '../../core/db/open-database';
import { selectRows } from '../../core/db/raw-rows';
import type { Model } from './model';

// Opening the stopped database directly: constraints, and indexes that agree with the tables.

export async function checkDatabaseDirectly(
  config: { dataDir: string; databaseUrl: string | undefined },
  model: Model,
) {
  const handle = await openDatabase(config);
  try {
    const { db } = handle;
    const overfull = await selectRows(
      db,
      sql`select r.id, r.capacity, count(s.id)::int as residents
          from rooms r join students s on s.room_id = r.id
          group by r.id, r.capacity having count(s.id) > r.capacity`,
    );
    expect(overfull).toEqual([]);
    // Every student's room and bed are their current stay's (docs/decisions/044).
    const drift = await selectRows(
      db,
      sql`select s.id from students s
          left join residencies x on x.student_id = s.id and x.moved_out_on is null
          where s.room_id is distinct from x.room_id or s.bed is distinct from x.bed`,
    );
    expect(drift).toEqual([]);
    // Every account is the sum of its entries (docs/decisions/045).
    const ledgerDrift = await selectRows(
      db,
      sql`select a.student_id from ledger_accounts a
          left join (select student_id, sum(amount) as total from ledger_entries
                     group by student_id) e on e.student_id = a.student_id
          where a.balance <> coalesce(e.total, 0)`,
    );
    expect(ledgerDrift).toEqual([]);
    const unresolved = await selectRows(
      db,
      sql`select id from complaints where status in ('Resolved', 'Closed')
          and (coalesce(resolution, '') = '' or resolved_at is null)`,
    );
    expect(unresolved).toEqual([]);

    const ids = async (table: string, orderBy: string) => {
      const rows = await selectRows<{ id: string }>(
        db,
        sql.raw(`select id from ${table} order by ${orderBy}`),
      );
      return rows.map((row) => row.id).sort();
    };
    const tables = [
      ['hostels', 'lower(name)', [...model.hostels.keys()]],
      ['rooms', 'hostel_id, lower(room_number)', [...model.rooms.keys()]],
      ['students', 'lower(student_id)', [...model.students.keys()]],
      ['complaints', 'created_at', [...model.complaints.keys()]],
      [
        'comments',
        'complaint_id, created_at',
        [...model.complaints.values()].flatMap((c) => [...c.comments.keys()]),
      ],
    ] as const;
    for (const [table, orderBy, expected] of tables) {
      const scanned = await ids(table, 'id');
      expect(scanned, table).toEqual([...expected].sort());
      // The same rows read through the table's index: a torn index would disagree.
      const indexed = await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        const rows = await selectRows<{ id: string }>(
          tx,
          sql.raw(`select id from ${table} order by ${orderBy}`),
        );
        return rows.map((row) => row.id).sort();
      });
      expect(indexed, `${table} through its index`).toEqual(scanned);
    }
    const admins = await selectRows<{ email: string }>(db, sql`select email from admins`);
    expect(admins).toEqual([{ email: model.admin.email }]);
  } finally {
    await handle.close();
  }
}
