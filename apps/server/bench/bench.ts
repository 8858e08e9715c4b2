import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../harness/server-process';
import {
  benchTarget,
  prepareBenchDatabase,
  RACE,
  removeBenchWrites,
  removeNotificationHistory,
  withBenchDatabase,
} from './bench-database';
import { benchEndpoints, type BenchEndpoint } from './bench-endpoints';
import { runActivityLine } from './activity-line';
import { runFeesLine } from './fees-line';
import { GATE_LINES } from './gate-lines';
import { runGateSection } from './gate-section';
import { removeImportBench } from './import-bench-writes';
import { runImportLine } from './import-line';
import { addReportHistory } from './report-history';
import { addLeaveHistory, removeLeaveHistory, runLeaveLine } from './leave-line';
import { addNotificationHistory, runNotificationsLine } from './notifications-line';
import { runReportsLine } from './reports-line';
import { runStartupLine } from './startup-line';
import { EXPORT_HEAP_MIB, runExportLine } from './export-line';
import { openSession, readCampus, type Account, type BenchSession } from './bench-session';
import { COMPLAINT_SEARCH_WORDS } from './campus-mix';
import { closedLoopHeader, runClosedLoopLines } from './closed-loop-lines';
import { runComparison } from './compare';
import { startCpuMeter } from './cpu-meter';
import { load, type LoadRequest } from './load';
import { withFreshCampus } from './fresh-campus';
import { runMixComparison } from './mix-compare';
import { runMixLines } from './mix-lines';
import { repoRoot, residentMemoryMiB } from './processes';
import { raceLine } from './race-line';
import { runSoakLine } from './soak-line';
import { raceFloorSeconds } from './race-floor';
import { startStepCpu } from './step-cpu';
import { runMixBeside, serversAsked } from './two-servers';

/**
 * `npm run bench`: PostgreSQL at campus scale when DATABASE_URL is set, else the embedded database
 * with 2,000 students. A benchmark, not a test: it prints figures beside their targets
 * (docs/performance.md) and exits 0 either way unless something broke. Sections, each chosen with
 * --only: `lines` (each call closed-loop, beside bare node and its floor), `search` (complaint
 * search at 10 connections), `activity` (the Activity page's calls at 10 connections), `fees` (posting a month, then the dues
 * list at 10 connections), `export` (every complaint as CSV through the server), `reports` (each
 * report over a year of history at 10 connections), `leave` (a warden's Away today and Due back
 * over a term of leave, at 10 connections), `notifications` (the bell's unread count and the
 * Notifications page over a year of bells, at 10 connections), `import` (a rooms file, then 20,000
 * students with beds, checked and saved through the server), `mix` (the campus mix open-loop on a
 * campus seeded afresh, measured straight away: its knee, twice the knee, then a closed-loop soak
 * at 100 connections with the share of reads and writes served),
 * `race` (the bed race), `startup` (start-up and memory, compiled and from TypeScript), `gate`
 * (a warden's muster list of the 400-resident hostel at 10 connections, twenty wardens marking its
 * roll-call at once, and the curfew rush: 1,000 scans through four gates, open loop, beside the
 * campus mix at 100 a second; all run with `lines` too, and `--line` names them: "gate inside
 * now", "gate roll-call marks", "gate curfew rush").
 * --compare <checkout> adds an A/B against another checkout's server, on the database
 * COMPARE_DATABASE_URL or COMPARE_DATA_DIR names, seeded alike, each line --rounds times
 * (median), and the mix section then finds the knee on both instead (mix-compare.ts). --line
 * names the lines to run, the rest left out. --servers 2 runs the mix on one server and on two
 * over the same PostgreSQL behind one port, in turn at each rate (two-servers.ts).
 */
async function main() {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '10' },
      'mix-seconds': { type: 'string', default: '30' },
      only: { type: 'string' },
      compare: { type: 'string' },
      // How many times the A/B runs each line on both sides, taking the median.
      rounds: { type: 'string', default: '1' },
      // Lines by name, comma-separated (`--line "student's stays"`): the others are left out.
      line: { type: 'string' },
      // A knee found by an earlier run: the mix then runs only at twice it.
      knee: { type: 'string' },
      // Servers behind one port for a second run of the mix: PostgreSQL only.
      servers: { type: 'string', default: '1' },
    },
  });
  const seconds = Number(values.seconds);
  const only = values.only?.split(',').map((word) => word.trim().toLowerCase());
  const chosen = (name: string) => !only || only.includes(name);
  const target = benchTarget(
    process.env.DATABASE_URL || undefined,
    path.resolve(repoRoot, process.env.DATA_DIR || 'data-bench'),
  );
  const onPostgres = target.kind === 'postgres';
  const servers = serversAsked(values.servers, onPostgres, chosen('mix'));
  const goals = onPostgres
    ? { label: 'PostgreSQL, campus scale', knee: 400, floorRatio: 0.6 }
    : { label: 'embedded database, 2,000 students', knee: 150, floorRatio: undefined };
  console.log(`Benchmark: ${goals.label}; ${os.cpus().length} cores, Node ${process.version}`);
  await prepareBenchDatabase(target);

  // Request logs off: at thousands of requests a second they would be part of what is measured.
  const serverEnv = { JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256', LOG_LEVEL: 'warn' };
  const databaseEnv: Record<string, string> =
    target.kind === 'postgres'
      ? { DATABASE_URL: target.databaseUrl }
      : { DATA_DIR: target.dataDir };
  // A closed loop keeps its 50 requests in flight all the time, past the count at which the
  // server refuses reads (docs/decisions/037), which is meant for arrivals that do not wait for
  // answers. The closed-loop lines measure what each call costs, so they run on a server that
  // never refuses; the open-loop mix and the race run on one set as production runs it.
  const closedLoopEnv = { OVERLOAD_IN_FLIGHT: '0' };
  let server = await startServer({ ...serverEnv, ...databaseEnv, ...closedLoopEnv });
  let session = await openSession(server.url);
  // PGlite admits one process at a time, so the server is stopped before the next one starts.
  const restart = async (env: Record<string, string>, whileStopped?: () => Promise<void>) => {
    await server.stop();
    await whileStopped?.();
    server = await startServer({ ...serverEnv, ...databaseEnv, ...env });
    session = await openSession(server.url);
  };
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'hms-bench-'));
  try {
    // Student 2 is a woman with a room and ten complaints, like most of the campus. Student 4
    // submits, so the complaints the run adds do not lengthen the lists it reads.
    const callersOf = async (
      signedIn: BenchSession,
    ): Promise<Record<BenchEndpoint['caller'], Account>> => ({
      admin: signedIn.admin,
      student: await signedIn.signInStudent('2025000002'),
      submitter: await signedIn.signInStudent('2025000004'),
    });
    const callers = await callersOf(session);
    // A hostel with a free bed, so the rooms line reads a page of rooms: at campus scale most
    // hostels are full. The race's hostel is left to the race.
    const hostels =
      await session.api<
        { _id: string; name: string; totalCapacity: number; currentOccupancy: number }[]
      >('/api/hostels');
    const hostel = hostels.find(
      (h) => h.name !== RACE.hostel && h.currentOccupancy < h.totalCapacity,
    );
    if (!hostel) throw new Error('no hostel has a free bed');
    // Each server signs in its own callers: the baseline's accounts are its database's.
    const endpointsFor = async (signedIn: BenchSession, hostelId: string) => {
      const signedInCallers = signedIn === session ? callers : await callersOf(signedIn);
      return benchEndpoints(hostelId).map((endpoint): BenchEndpoint & LoadRequest => ({
        ...endpoint,
        token: signedInCallers[endpoint.caller].token,
      }));
    };
    const named = values.line?.split(',').map((name) => name.trim().toLowerCase());
    const endpoints = (await endpointsFor(session, hostel._id)).filter(
      (endpoint) => endpoint.reference || !named || named.includes(endpoint.name.toLowerCase()),
    );
    // CPU per request: the server's process (with the embedded database's thread) and, for
    // PostgreSQL on this machine, its processes. It shows where a line's time goes.
    const meter = () => startCpuMeter(server.pid, onPostgres);

    // First, while both databases are as seeded: the other sections write to this one.
    if (values.compare && chosen('lines')) {
      const compareEnv: Record<string, string> = process.env.COMPARE_DATABASE_URL
        ? { DATABASE_URL: process.env.COMPARE_DATABASE_URL }
        : { DATA_DIR: process.env.COMPARE_DATA_DIR ?? '' };
      await runComparison(
        {
          checkout: path.resolve(values.compare),
          // Refusing under load is off on both sides: the lines measure cost, not refusal.
          env: { ...serverEnv, ...compareEnv, ...closedLoopEnv },
          ...(process.env.COMPARE_DATABASE_URL
            ? { databaseUrl: process.env.COMPARE_DATABASE_URL }
            : { dataDir: process.env.COMPARE_DATA_DIR ?? '' }),
        },
        { url: server.url, pid: server.pid, endpoints },
        endpointsFor,
        seconds,
        Number(values.rounds),
        onPostgres,
      );
      // Its submissions are now the campus's newest complaints: the sections after it measure
      // the campus as seeded.
      await restart(closedLoopEnv, () => withBenchDatabase(target, removeBenchWrites));
    }

    // The shared server is stopped meanwhile: PGlite admits one process.
    if (chosen('startup')) {
      const token = session.admin.token;
      await restart(closedLoopEnv, () => runStartupLine({ ...serverEnv, ...databaseEnv }, token));
    }

    if (chosen('search')) {
      const search = await load(
        server.url,
        {
          method: 'GET',
          path: '/api/complaints',
          token: session.admin.token,
          paths: COMPLAINT_SEARCH_WORDS.map((word) => `/api/complaints?search=${word}&limit=20`),
        },
        seconds,
        meter,
        10,
      );
      const clean = search.errors === 0 && search.non2xx === 0;
      console.log(
        `\ncomplaint search, ${COMPLAINT_SEARCH_WORDS.length} words in turn, 10 connections: ${search.requestsPerSecond.toFixed(0)} req/s, p50 ${search.p50} ms, p99 ${search.p99} ms, CPU per request ${search.cpuPerRequest?.server?.toFixed(0) ?? '-'} µs server, ${search.cpuPerRequest?.database?.toFixed(0) ?? '-'} µs database${clean ? '' : ` (${search.non2xx} non-2xx: ${search.non2xxStatuses}; ${search.errors} errors)`}  ${clean && search.p99 <= 50 ? 'PASS' : 'MISS'} (p99 ≤ 50 ms)`,
      );
    }

    if (chosen('activity')) await runActivityLine(server.url, session, seconds, meter);

    if (chosen('fees')) {
      await runFeesLine(server.url, session, seconds, meter, onPostgres ? 10 : 3);
    }

    if (chosen('export')) {
      // PostgreSQL only: the embedded database's thread lives in the server's process.
      const capped = `--max-old-space-size=${EXPORT_HEAP_MIB}`;
      if (onPostgres) await restart({ ...closedLoopEnv, NODE_OPTIONS: capped });
      await runExportLine(server.url, session, server.pid, 10);
      if (onPostgres) await restart(closedLoopEnv);
    }

    // A year of stays and fees is added while the server is stopped (PGlite admits one process),
    // and taken away after, with the fees line's posting.
    if (chosen('reports')) {
      await restart(closedLoopEnv, () => withBenchDatabase(target, addReportHistory));
      await runReportsLine(server.url, session, seconds, meter);
      await restart(closedLoopEnv, () => withBenchDatabase(target, removeBenchWrites));
    }

    // A term of leave is added and taken away while the server is stopped, as the reports' year.
    if (chosen('leave')) {
      await restart(closedLoopEnv, () => withBenchDatabase(target, addLeaveHistory));
      await runLeaveLine(server.url, seconds, meter);
      await restart(closedLoopEnv, () => withBenchDatabase(target, removeLeaveHistory));
    }

    // A year of bells is added and taken away while the server is stopped, as the reports' year.
    if (chosen('notifications')) {
      await restart(closedLoopEnv, () => withBenchDatabase(target, addNotificationHistory));
      await runNotificationsLine(server.url, session, seconds, meter);
      await restart(closedLoopEnv, () => withBenchDatabase(target, removeNotificationHistory));
    }

    // What it saved is taken away while the server is stopped (PGlite admits one process).
    if (chosen('import')) {
      await runImportLine(server.url, session, onPostgres ? 20_000 : 2_000, onPostgres);
      await restart(closedLoopEnv, () => withBenchDatabase(target, removeImportBench));
    }

    if (chosen('mix') || chosen('race')) await restart({});
    if (chosen('mix')) {
      const mixSeconds = Number(values['mix-seconds']);
      const knownKnee = values.knee ? Number(values.knee) : undefined;
      // The meter counts PostgreSQL's backends of this database alone, not other work's.
      const database =
        target.kind === 'postgres' ? new URL(target.databaseUrl).pathname.slice(1) : undefined;
      if (values.compare) {
        // The knee on both checkouts instead, each on a campus of its own seeded afresh.
        if (!onPostgres) await server.stop();
        await runMixComparison({
          checkout: path.resolve(values.compare),
          target,
          env: serverEnv,
          seconds: mixSeconds,
          rounds: Number(values.rounds),
        });
        if (!onPostgres) await restart({});
      } else if (servers === 1) {
        // As a new office meets it: seeded, a server started, the mix at once (docs/decisions/053).
        // PGlite admits one process, so the shared server waits meanwhile.
        if (!onPostgres) await server.stop();
        await withFreshCampus(target, async (freshEnv) => {
          const fresh = await startServer({ ...serverEnv, ...freshEnv });
          try {
            const campus = await readCampus(await openSession(fresh.url), target.size.students);
            const freshDatabase = freshEnv.DATABASE_URL
              ? new URL(freshEnv.DATABASE_URL).pathname.slice(1)
              : undefined;
            await runMixLines(fresh.url, campus, mixSeconds, goals.knee, knownKnee, () =>
              startStepCpu({ servers: [fresh.pid], database: freshDatabase }),
            );
            await runSoakLine(fresh.url, campus, mixSeconds);
          } finally {
            await fresh.stop();
          }
        });
        if (!onPostgres) await restart({});
      } else if (database) {
        const campus = await readCampus(session, target.size.students);
        await runMixBeside({
          one: { url: server.url, pid: server.pid },
          count: servers,
          env: { ...serverEnv, ...databaseEnv },
          database,
          campus,
          seconds: mixSeconds,
          goal: goals.knee,
          knownKnee,
          resetCampus: () => withBenchDatabase(target, removeBenchWrites),
        });
      }
    }

    if (chosen('race')) {
      await raceLine(server.url, session, scratch, meter, onPostgres);
      if (target.kind === 'postgres') {
        const floor = await raceFloorSeconds(target.databaseUrl);
        console.log(
          `  its floor, the same assignments through the service with no HTTP, 50 at a time: all answered in ${floor.toFixed(1)} s`,
        );
      }
    }

    // Before the closed-loop lines' thousands of submissions.
    const gateLines = Object.values(GATE_LINES).filter(
      (line) => (chosen('lines') || chosen('gate')) && (!named || named.includes(line)),
    );
    if (gateLines.length > 0) {
      await runGateSection(gateLines, {
        target,
        seconds,
        restart,
        server: () => ({ url: server.url, pid: server.pid, session }),
        meter,
        closedLoopEnv,
      });
    }

    // Last: its submission line adds thousands of complaints. The mix's own submissions go first.
    // With --line naming only the gate's lines, no closed-loop line is left to run.
    if (chosen('lines') && (!named || endpoints.some((endpoint) => !endpoint.reference))) {
      if (chosen('mix') || chosen('race')) {
        await restart(closedLoopEnv, () => withBenchDatabase(target, removeBenchWrites));
      }
      console.log(`\n${closedLoopHeader(onPostgres)}`);
      await runClosedLoopLines(endpoints, {
        serverUrl: server.url,
        seconds,
        scratch,
        meter,
        ...(onPostgres
          ? {
              floor: {
                setting: {
                  hostelId: hostel._id,
                  callers: Object.fromEntries(
                    Object.entries(callers).map(([role, account]) => [role, account.id]),
                  ),
                },
                env: { ...serverEnv, ...databaseEnv },
              },
              floorRatio: goals.floorRatio,
            }
          : {}),
      });
    }

    const rss = residentMemoryMiB(server.pid);
    console.log(
      `\nserver memory (RSS) after the run: ${rss === undefined ? 'unknown' : `${rss.toFixed(0)} MiB`}`,
    );
  } finally {
    await server.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
