import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuthResponse } from '@hms/shared/auth';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../../core/db/database';
import {
  createScratchPostgresDatabase,
  killAllServers,
  startServer,
} from '../../../harness/server-process';
import { testDatabaseUrl } from '../test-database';
import { compare } from './compare';
import { checkDatabaseDirectly } from './database-check';
import type { Model } from './model';
import { generator } from './random';
import { adopt, readSnapshot } from './snapshot';
import { Stream } from './stream';

/*
 * The server is killed with SIGKILL while several writes of several kinds are in flight, then
 * started again on the same data: it must open the database (taking over the dead process's lock,
 * migrating again), and every write it had answered with 2xx must be there as answered. Writes
 * left unanswered may or may not be there, but the data must be consistent. What survives a
 * restart is adopted as the new truth, so a later crash must not lose it either.
 */

const CRASHES = 3;
const SEED = Number(process.env.CRASH_TEST_SEED ?? 20_250_917);
const JWT_SECRET = 'crash-test-secret-that-is-long-enough-for-hs256';

const kind: DatabaseKind = testDatabaseUrl ? 'postgres' : 'pglite';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hms-crash-'));
const lockFile = path.join(dataDir, 'server.pid');
let dropDatabase: (() => Promise<void>) | undefined;

afterAll(async () => {
  await killAllServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase?.();
});

describe(`crash recovery (${kind})`, () => {
  it('keeps every acknowledged write and stays consistent across repeated SIGKILLs mid-stream', async () => {
    let databaseUrl: string | undefined;
    if (testDatabaseUrl) {
      const scratch = await createScratchPostgresDatabase(testDatabaseUrl, 'hms_crash');
      databaseUrl = scratch.url;
      dropDatabase = scratch.drop;
    }
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      JWT_SECRET,
      ADMIN_SIGNUP: 'open',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      // What is measured is whether acknowledged writes survive, not when a busy server turns one
      // away: a write refused unstarted (overload.test.ts) would read as a lost acknowledgement.
      OVERLOAD_IN_FLIGHT: '0',
    };
    const random = generator(SEED);
    // Apart from the choices of writes, whose number depends on timing, so the kills stay put.
    const killPoints = generator(SEED + 1);
    const cycles: string[] = [];
    const outputs: string[] = [];

    let server = await startServer(env);
    const adminInput = {
      name: 'Crash Admin',
      email: 'crash.admin@college.edu',
      password: 'crash-admin-pass',
    };
    const registered = await fetch(`${server.url}/api/admin/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(adminInput),
    });
    expect(registered.status).toBe(201);
    const auth = (await registered.json()) as AuthResponse;
    const model: Model = {
      admin: { ...adminInput, token: auth.token, id: auth.user._id },
      hostels: new Map(),
      rooms: new Map(),
      students: new Map(),
      complaints: new Map(),
      sentHostels: new Map(),
      sentRooms: new Map(),
      sentStudents: new Map(),
      sentComplaints: new Map(),
      acknowledged: { admin: 1 },
    };

    for (let cycle = 1; cycle <= CRASHES; cycle += 1) {
      const killAfter = killPoints.int(45, 90);
      const stream = new Stream(server, model, random, cycle, killAfter);
      await stream.run();
      expect(stream.problems).toEqual([]);
      expect(stream.killed).toBe(true);
      // Killed mid-stream: other writes were still waiting for their answer.
      expect(stream.inFlightAtKill).toBeGreaterThanOrEqual(1);
      expect(await server.exited).toBeNull();
      outputs.push(server.output());
      if (kind === 'pglite') {
        // The dead server's lock is left behind; the next start must take it over.
        expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(server.pid));
      }

      server = await startServer(env);
      const ready = await fetch(`${server.url}/api/health/ready`);
      expect(await ready.json()).toEqual({ status: 'ready', database: kind });
      if (kind === 'pglite') expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(server.pid));
      const login = await fetch(`${server.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: adminInput.email, password: adminInput.password }),
      });
      expect(login.status).toBe(200);

      const snapshot = await readSnapshot(server, model.admin.token);
      expect(compare(model, snapshot)).toEqual([]);
      const landed = adopt(model, snapshot);
      cycles.push(`kill after ${killAfter} (${stream.inFlightAtKill} in flight, ${landed} landed)`);
    }

    // A clean stop after the last recovery, then the files opened directly.
    expect(await server.stop()).toBe(0);
    outputs.push(server.output());
    if (kind === 'pglite') expect(fs.existsSync(lockFile)).toBe(false);
    await checkDatabaseDirectly({ dataDir, databaseUrl }, model);

    const logged = outputs.join('\n').split('\n');
    expect(logged.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);

    if (process.env.CRASH_TEST_REPORT) {
      const total = Object.values(model.acknowledged).reduce((a, b) => a + b, 0);
      console.log(
        `crash test (${kind}, seed ${SEED}): ${CRASHES} kills, ${total} acknowledged writes ` +
          `${JSON.stringify(model.acknowledged)}; at the end ${model.hostels.size} hostels, ` +
          `${model.rooms.size} rooms, ${model.students.size} students, ` +
          `${model.complaints.size} complaints; ${cycles.join(', ')}`,
      );
    }
  }, 180_000);
});
