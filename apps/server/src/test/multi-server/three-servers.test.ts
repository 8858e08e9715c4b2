import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AdminDashboard } from '@hms/shared/dashboard';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_BOSS_SCHEMA } from '../../core/jobs/pg-boss-jobs';
import {
  buildAdminRegistration,
  buildHostelInput,
  buildRoomInput,
  buildStudentRegistration,
} from '../factories';
import {
  createScratchPostgresDatabase,
  killAllServers,
  startServer,
  type ServerProcess,
} from '../../../harness/server-process';
import { startSmtpSink, type SmtpSink } from '../smtp-sink';
import { testDatabaseUrl } from '../test-database';
import { call, dataOf, signedIn } from './http-api';

/*
 * Three real server processes over one PostgreSQL, as behind a load balancer
 * (docs/decisions/052): what one server counts, changes or runs, the others see or leave alone.
 * Caches are on as production runs them (LIST_TOTALS_CACHE_SECONDS 5).
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hms-three-servers-'));
let servers: ServerProcess[] = [];
let sink: SmtpSink;
let databaseUrl = '';
let dropDatabase: (() => Promise<void>) | undefined;
let admin = '';
let adminEmail = '';

beforeAll(async () => {
  if (!testDatabaseUrl) return;
  const scratch = await createScratchPostgresDatabase(testDatabaseUrl, 'hms_three');
  databaseUrl = scratch.url;
  dropDatabase = scratch.drop;
  sink = await startSmtpSink();
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '4',
    JWT_SECRET: 'three-servers-secret-that-is-long-enough-for-hs256',
    LOG_LEVEL: 'debug',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    SMTP_URL: sink.url,
    APP_URL: 'https://hostel.college.test',
    OVERLOAD_IN_FLIGHT: '0',
  };
  // Started together, as after a deployment: they migrate and create the job queues at once.
  servers = await Promise.all([startServer(env), startServer(env), startServer(env)]);
  const registration = buildAdminRegistration();
  adminEmail = registration.email;
  admin = (await signedIn(call(servers[0]!, 'POST', '/api/admin/register', { body: registration })))
    .token;
}, 120_000);

afterAll(async () => {
  await killAllServers();
  await sink?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase?.();
});

const server = (n: number) => servers[n % servers.length]!;

describe.skipIf(!testDatabaseUrl)('three servers over one PostgreSQL', () => {
  it('count failed sign-ins together: a guesser spread over them is refused after five', async () => {
    const email = adminEmail;
    const attempt = (n: number) =>
      call(server(n), 'POST', '/api/admin/login', {
        body: { email, password: `wrong-password-${n}` },
      });
    for (let n = 0; n < 5; n += 1) expect((await attempt(n)).status).toBe(401);
    // Each server has seen at most two of the five; every one refuses the sixth.
    for (let n = 5; n < 8; n += 1) expect((await attempt(n)).status).toBe(429);
  });

  it("show a change made through one on another's dashboard and list totals within a second", async () => {
    const dashboard = () =>
      dataOf<AdminDashboard>(call(server(2), 'GET', '/api/admin/dashboard', { token: admin }));
    const listTotal = async () =>
      (
        (await call(server(2), 'GET', '/api/admin/students?limit=1', { token: admin })).body as {
          pagination: { total: number };
        }
      ).pagination.total;
    for (let n = 0; n < 2; n += 1) {
      await dataOf(
        call(server(0), 'POST', '/api/student/register', { body: buildStudentRegistration() }),
        201,
      );
    }
    // Server 2 counts now and would reuse the figures for five seconds.
    const before = (await dashboard()).stats.totalStudents;
    const totalBefore = await listTotal();
    expect(totalBefore).toBe(before);

    await dataOf(
      call(server(0), 'POST', '/api/student/register', { body: buildStudentRegistration() }),
      201,
    );
    // Told within the change window and NOTIFY's delivery: both within a second of the change,
    // where without being told they would be reused for five.
    const told = { timeout: 1_000, interval: 50 };
    await Promise.all([
      expect.poll(async () => (await dashboard()).stats.totalStudents, told).toBe(before + 1),
      expect.poll(listTotal, told).toBe(totalBefore + 1),
    ]);
  });

  it('overbook nothing when assignments for one room arrive at all three at once', async () => {
    const hostel = await dataOf<{ _id: string }>(
      call(server(0), 'POST', '/api/hostels', {
        token: admin,
        body: buildHostelInput({ type: 'Girls' }),
      }),
      201,
    );
    const room = await dataOf<{ _id: string; capacity: number }>(
      call(server(1), 'POST', '/api/rooms', {
        token: admin,
        body: buildRoomInput(hostel._id, { type: 'Double' }),
      }),
      201,
    );
    const students = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        signedIn(
          call(server(n), 'POST', '/api/student/register', { body: buildStudentRegistration() }),
        ),
      ),
    );
    const answers = await Promise.all(
      students.map((student, n) =>
        call(server(n), 'PUT', `/api/admin/students/${student.user._id}/assign-room`, {
          token: admin,
          body: { roomId: room._id },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ residents: number; occupancy: number }>(
        `select (select count(*)::int from students where room_id = $1) as residents,
          occupancy from rooms where id = $1`,
        [room._id],
      );
      expect(rows).toEqual([{ residents: 2, occupancy: 2 }]);
    } finally {
      await db.end();
    }
  });

  it('run a job once, whichever of them takes it', async () => {
    // Queued by the test itself, as a script would: nothing but the job queue tells the servers.
    const boss = new PgBoss({ connectionString: databaseUrl, schema: PG_BOSS_SCHEMA, max: 1 });
    await boss.start();
    const sent: string[] = [];
    try {
      for (let n = 0; n < 5; n += 1) {
        const id = await boss.send('overdue-watch', {});
        if (id) sent.push(id);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    } finally {
      await boss.stop({ graceful: false });
    }
    expect(sent.length).toBeGreaterThan(0);
    const ranOn = (id: string) =>
      servers.filter(
        (s) => s.output().includes(`"id":"${id}"`) && s.output().includes('background job ran'),
      );
    await expect
      .poll(() => sent.every((id) => ranOn(id).length > 0), { timeout: 15_000 })
      .toBe(true);
    // Time for a second server to run one too, were it going to.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    for (const id of sent) expect(ranOn(id)).toHaveLength(1);
  });

  it('send each e-mail once, whichever server queued it', async () => {
    const before = sink.messages.length;
    const emails = Array.from({ length: 6 }, (_, n) => `three.servers.${n}@college.test`);
    await Promise.all(
      emails.map((email, n) =>
        dataOf(
          call(server(n), 'POST', '/api/student/register', {
            body: buildStudentRegistration({ email }),
          }),
          201,
        ),
      ),
    );
    for (const [n, email] of emails.entries()) {
      expect(
        (await call(server(n), 'POST', '/api/auth/password-reset', { body: { email } })).status,
      ).toBe(200);
    }
    await sink.waitForMessages(before + emails.length, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const received = sink.messages
      .slice(before)
      .flatMap((m) => m.to)
      .sort();
    expect(received).toEqual([...emails].sort());
  });
});
