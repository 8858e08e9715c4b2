import { sql } from 'drizzle-orm';
import type { Database } from '../src/core/db/database';

/** What the import line writes, named so that it can be found and taken away. */
export const IMPORT_BENCH = { hostel: 'Import Bench Hostel', studentIdPrefix: 'IMPORT-' };

/**
 * Takes away what the import line saved: its hostel, rooms and students, their stays, deposits
 * and the audit entries of all of them, and the removal history their deletion leaves. The
 * product never deletes an audit or ledger entry, and their triggers refuse it; this benchmark
 * database alone is cleaned with those triggers off (session_replication_role), for the length of
 * the statements that need it. Does nothing on a database the line never wrote to.
 */
export async function removeImportBench(db: Database): Promise<void> {
  const prefix = IMPORT_BENCH.studentIdPrefix;
  await db.transaction(async (tx) => {
    const students = sql`select id from students where student_id like ${`${prefix}%`}`;
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`delete from audit_entries
      where (entity_type in ('student', 'ledger') and entity_label like ${`% (${prefix}%)`})
         or (entity_type = 'room' and entity_label like ${`Room %, ${IMPORT_BENCH.hostel}`})
         or (entity_type = 'hostel' and entity_label = ${IMPORT_BENCH.hostel})`);
    await tx.execute(sql`delete from ledger_entries where student_id in (${students})`);
    await tx.execute(sql`set local session_replication_role = origin`);
    await tx.execute(sql`delete from residencies where student_id in (${students})
      or room_id in (select r.id from rooms r join hostels h on h.id = r.hostel_id
                     where h.name = ${IMPORT_BENCH.hostel})`);
    await tx.execute(sql`delete from students where student_id like ${`${prefix}%`}`);
    await tx.execute(sql`delete from hostels where name = ${IMPORT_BENCH.hostel}`);
    // The removal history of this transaction's deletes, all stamped with its start.
    await tx.execute(sql`delete from removed_records where removed_at = now()`);
  });
  await db.execute(sql`vacuum analyze audit_entries, students, rooms, residencies`);
}
