import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/core/db/database';
import { admins } from '../src/core/db/schema';
import { SCALE_ADMIN } from '../seed/campus-size';
import { campusStudentId, type BenchSession } from './bench-session';
import type { CpuUse } from './cpu-meter';
import { load } from './load';

/** The bell's calls' target at 10 connections (docs/performance.md). */
const TARGET_P99_MS = 50;
/** The office's bell after a year: a line for every complaint submitted, some still unread. */
const OFFICE_LINES = 20_000;
const OFFICE_UNREAD = 300;
/** Each student's: a term of complaint updates, moves and fees, two of them unread. */
const STUDENT_LINES = 12;
const STUDENT_UNREAD = 2;

/**
 * Bells as a campus a year in would have them, which the seed does not make: every student's
 * dozen lines, and the office's twenty thousand. The seed has no notifications, so
 * removeBenchWrites takes them all away. Vacuumed, as autovacuum would have, so the unread count
 * reads its index alone.
 */
export async function addNotificationHistory(db: Database): Promise<void> {
  const started = performance.now();
  await db.execute(sql`
    insert into notifications (recipient_role, recipient_id, kind, title, body, link, read_at,
      created_at)
    select 'student', s.id, 'complaint.status',
      'Your complaint "Benchmark" is now In Progress', '', '/student/complaints',
      case when n > ${STUDENT_UNREAD} then now() - n * interval '9 days' end,
      now() - n * interval '10 days'
    from students s cross join generate_series(1, ${STUDENT_LINES}) n`);
  const [office] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(eq(admins.email, SCALE_ADMIN.email));
  if (!office) throw new Error('the campus has no office to notify');
  await db.execute(sql`
    insert into notifications (recipient_role, recipient_id, kind, title, body, link, read_at,
      created_at)
    select 'admin', ${office.id}, 'complaint.created',
      'New complaint from a student (2025000001): Benchmark', 'Electricity, High priority.',
      '/admin/complaints?status=Open',
      case when n > ${OFFICE_UNREAD} then now() - n * interval '20 minutes' end,
      now() - n * interval '25 minutes'
    from generate_series(1, ${OFFICE_LINES}) n`);
  await db.execute(sql`vacuum analyze notifications`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\nnotifications: bells of a year added in ${seconds} s`);
}

/**
 * The `notifications` section: the bell's count, which every signed-in page polls, and the first
 * page of the Notifications page, for a student and for the office, at 10 connections, each beside
 * its target.
 */
export async function runNotificationsLine(
  serverUrl: string,
  session: BenchSession,
  seconds: number,
  meter: () => () => CpuUse,
): Promise<void> {
  const student = (await session.signInStudent(campusStudentId(2))).token;
  const office = session.admin.token;
  const calls = [
    { name: "a student's unread count", path: '/api/notifications/unread-count', token: student },
    {
      name: "the office's unread count (300 of 20,000)",
      path: '/api/notifications/unread-count',
      token: office,
    },
    { name: "a student's list, page 1", path: '/api/notifications?limit=20', token: student },
    { name: "the office's list, page 1", path: '/api/notifications?limit=20', token: office },
    {
      name: "the office's unread, page 1",
      path: '/api/notifications?limit=20&unreadOnly=true',
      token: office,
    },
  ];
  for (const call of calls) {
    const result = await load(serverUrl, { method: 'GET', ...call }, seconds, meter, 10);
    const clean = result.errors === 0 && result.non2xx === 0;
    console.log(
      `notifications: ${call.name}, 10 connections: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, CPU per request ${result.cpuPerRequest?.server?.toFixed(0) ?? '-'} µs server, ${result.cpuPerRequest?.database?.toFixed(0) ?? '-'} µs database${clean ? '' : ` (${result.non2xx} non-2xx: ${result.non2xxStatuses}; ${result.errors} errors)`}  ${clean && result.p99 <= TARGET_P99_MS ? 'PASS' : 'MISS'} (p99 ≤ ${TARGET_P99_MS} ms)`,
    );
  }
}
