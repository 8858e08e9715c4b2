import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../src/core/db/database';
import { openDatabase } from '../src/core/db/open-database';
import {
  admins,
  auditEntries,
  gateMovements,
  messPlans,
  studentContacts,
  students,
} from '../src/core/db/schema';
import { hashPassword } from '../src/features/auth/password';
import {
  campusScale,
  SCALE_ADMIN,
  SCALE_GUARD_PASSWORD,
  SCALE_STUDENT_PASSWORD,
  sizeForStudents,
  totals,
  type CampusSize,
} from '../seed/campus-size';
import { generateAuditTrail } from '../seed/generate-audit-trail';
import { generateGuardians } from '../seed/generate-guardians';
import { generateMess } from '../seed/generate-mess';
import { generateCampus } from '../seed/generate-campus';
import { generateGateYear } from '../seed/generate-gate-year';
import { removeImportBench } from './import-bench-writes';
import { BENCH_HISTORY_NOTE, BENCH_WARDEN } from './report-history';

export const RACE = { hostel: 'Race Hostel', rooms: 300, roomType: 'Quadruple', requests: 3_000 };
export const RACE_BEDS = RACE.rooms * 4;
/** Complaints the benchmark submits carry this subject, so the next run can take them away. */
export const BENCH_COMPLAINT_SUBJECT = 'Benchmark: tap leaking in washroom';
/** What the benchmark comments, taken away by the next run alike. */
export const BENCH_COMMENT = 'Benchmark: is there any news on this?';
const RACE_ID_PREFIX = 'RACE-';

export type BenchTarget =
  | { kind: 'postgres'; databaseUrl: string; size: CampusSize }
  | { kind: 'pglite'; dataDir: string; size: CampusSize };

export function benchTarget(databaseUrl: string | undefined, dataDir: string): BenchTarget {
  return databaseUrl
    ? { kind: 'postgres', databaseUrl, size: campusScale }
    : { kind: 'pglite', dataDir, size: sizeForStudents(2_000) };
}

/**
 * Seeds the target if it is empty, reuses it if it is a campus this script seeded, and refuses
 * anything else: the benchmark writes complaints and assignments, never into an office's data.
 * Then it lays out the race afresh: one Girls hostel of 300 Quadruple rooms (1,200 free beds) and
 * 3,000 students without a room, written straight into the database before the server starts
 * (PGlite allows one process at a time).
 */
export async function prepareBenchDatabase(target: BenchTarget): Promise<void> {
  await withBenchDatabase(target, async (db) => {
    const [accounts] = await db.select({ n: count() }).from(admins);
    if ((accounts?.n ?? 0) === 0) {
      const made = totals(target.size);
      console.log(
        `Seeding ${made.students.toLocaleString('en-IN')} students, ${made.complaints.toLocaleString('en-IN')} complaints and ${made.comments.toLocaleString('en-IN')} comments (once; later runs reuse them)`,
      );
      await generateCampus(
        db,
        target.size,
        {
          adminId: randomUUID(),
          adminName: SCALE_ADMIN.name,
          adminEmail: SCALE_ADMIN.email,
          adminPasswordHash: await hashPassword(SCALE_ADMIN.password),
          studentPasswordHash: await hashPassword(SCALE_STUDENT_PASSWORD),
        },
        { guardPasswordHash: await hashPassword(SCALE_GUARD_PASSWORD) },
      );
    } else {
      const [office] = await db
        .select({ id: admins.id })
        .from(admins)
        .where(eq(admins.email, SCALE_ADMIN.email));
      if (!office) {
        throw new Error(
          'This database holds data the benchmark did not seed. Point DATABASE_URL or DATA_DIR at an empty database or one made by `npm run seed:scale`.',
        );
      }
      // A campus seeded before the audit trail existed gets the trail its changes would have left.
      const [entries] = await db.select({ n: count() }).from(auditEntries);
      if ((entries?.n ?? 0) === 0) {
        await generateAuditTrail(db, { id: office.id, name: SCALE_ADMIN.name });
        await db.execute(sql`vacuum analyze audit_entries`);
      }
      // A campus seeded before the gate existed gets its year at the gates.
      const [movements] = await db.select({ n: count() }).from(gateMovements);
      if ((movements?.n ?? 0) === 0) {
        await generateGateYear(db, { guardPasswordHash: await hashPassword(SCALE_GUARD_PASSWORD) });
        await db.execute(sql`vacuum analyze`);
      }
      // And its guardians.
      const [contacts] = await db.select({ n: count() }).from(studentContacts);
      if ((contacts?.n ?? 0) === 0) {
        await generateGuardians(db);
        await db.execute(sql`vacuum analyze student_contacts, guardian_consents`);
      }
      // And its mess.
      const [plans] = await db.select({ n: count() }).from(messPlans);
      if ((plans?.n ?? 0) === 0) await generateMess(db);
    }
    await layOutRace(db);
    const [row] = await db.select({ n: count() }).from(students);
    console.log(`Database ready: ${(row?.n ?? 0).toLocaleString('en-IN')} students`);
  });
}

/** Opens the target for `work` alone: with PGlite, no server may hold it meanwhile. */
export async function withBenchDatabase(
  target: BenchTarget,
  work: (db: Database) => Promise<void>,
): Promise<void> {
  const database = await openDatabase(
    target.kind === 'postgres'
      ? { databaseUrl: target.databaseUrl, dataDir: '' }
      : { databaseUrl: undefined, dataDir: target.dataDir },
  );
  try {
    await work(database.db);
  } finally {
    await database.close();
  }
}

/**
 * Takes away what the benchmark wrote: the ledger, and the complaints and comments it submitted. Thousands of alike complaints,
 * all newer than the campus's own, would stand in front of every search that walks the
 * complaints newest first, and the figures after them would measure the benchmark's own writes.
 */
export async function removeBenchWrites(db: Database): Promise<void> {
  // The seed has no ledger: every entry is the benchmark's (its postings, the race's deposits).
  // Entries are never deleted by the product; truncating fires no row trigger. A baseline
  // checkout of an A/B may be older than the ledger.
  await db.execute(sql`do $$ begin
    if to_regclass('ledger_entries') is not null then
      truncate ledger_entries, ledger_accounts, receipt_counters;
    end if;
  end $$`);
  // The reports line's year of history and its warden (report-history.ts), once the ledger that
  // charged those stays is gone.
  await db.execute(
    sql.raw(`do $$ begin
    if to_regclass('residencies') is not null then
      delete from residencies where note = '${BENCH_HISTORY_NOTE}';
      analyze residencies;
    end if;
    if to_regclass('wardens') is not null then
      delete from wardens where email = '${BENCH_WARDEN.email}';
    end if;
  end $$`),
  );
  // Every notification is the benchmark's too: the lines its submissions and moves told.
  await removeNotificationHistory(db);
  await db.execute(sql`delete from complaints where subject = ${BENCH_COMPLAINT_SUBJECT}`);
  await db.execute(sql`delete from comments where message = ${BENCH_COMMENT}`);
  await db.execute(sql`vacuum analyze complaints, comments`);
}

/** The race hostel and its students, laid out afresh; what earlier runs wrote is taken away. */
export async function layOutRace(db: Database): Promise<void> {
  // What an earlier run submitted would otherwise pile up on one student and slow their lists.
  await removeBenchWrites(db);
  // An import line that stopped half way.
  await removeImportBench(db);
  await db.execute(sql`delete from students where student_id like ${`${RACE_ID_PREFIX}%`}`);
  await db.execute(sql`delete from hostels where name = ${RACE.hostel}`);
  await db.execute(sql`
    with hostel as (
      insert into hostels (name, type, total_rooms, total_capacity, fees_monthly, fees_security, address)
      values (${RACE.hostel}, 'Girls', ${RACE.rooms}::int, ${RACE_BEDS}::int, 4000, 10000, 'Race Block')
      returning id
    )
    insert into rooms (hostel_id, room_number, type, floor, monthly_rent)
    select hostel.id, 'R' || lpad(r::text, 3, '0'), ${RACE.roomType}::room_type, 1, 3000
    from hostel cross join generate_series(1, ${RACE.rooms}::int) r`);
  await db.execute(sql`
    insert into students (student_id, name, email, password_hash, phone, course, year, gender)
    select ${RACE_ID_PREFIX} || i, 'Race Student ' || i, 'race' || i || '@bench.test',
      'no-sign-in', (6000000000 + i)::text, 'B.Sc', 1, 'Female'
    from generate_series(1, ${RACE.requests}::int) i`);
  // Complaints and comments were vacuumed by removeBenchWrites above.
  await db.execute(sql`vacuum analyze students, rooms, hostels`);
}

/**
 * Takes every notification away: the seed has none, so they are the benchmark's, this line's
 * bells and the lines its submissions and moves told. A baseline checkout of an A/B may be older
 * than the table.
 */
export async function removeNotificationHistory(db: Database): Promise<void> {
  await db.execute(sql`do $$ begin
    if to_regclass('notifications') is not null then truncate notifications; end if;
  end $$`);
}
