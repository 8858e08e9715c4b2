import { removeBenchWrites, withBenchDatabase, type BenchTarget } from './bench-database';
import type { BenchSession } from './bench-session';
import type { CpuUse } from './cpu-meter';
import { reportCurfewRush, runCurfewRush, tallyCurfewRush } from './curfew-rush-line';
import { runGateInsideLine } from './gate-inside-line';
import { GATE_LINES, prepareGateLines, removeGateLines, type GateLinesSetting } from './gate-lines';
import { prepareRollCallLine, removeRollCallLine, runRollCallLine } from './roll-call-line';
import { startStepCpu } from './step-cpu';

type GateLine = (typeof GATE_LINES)[keyof typeof GATE_LINES];

/** What the gate's section needs of the benchmark's run: its server is restarted in between. */
export type GateSectionRun = {
  target: BenchTarget;
  seconds: number;
  /** Stops the server, does `whileStopped`, and starts it again with `env`. */
  restart: (env: Record<string, string>, whileStopped?: () => Promise<void>) => Promise<void>;
  server: () => { url: string; pid: number; session: BenchSession };
  meter: () => () => CpuUse;
  /** The environment of a server that never refuses, for the closed-loop lines after. */
  closedLoopEnv: Record<string, string>;
};

/**
 * The gate's lines (`--only gate`, or with `lines`): Inside now, the night roll-call's marks and
 * the curfew rush. Their wardens, and the rush's evening out, are added with the server stopped
 * (PGlite admits one process); they run on a server set as production runs it, and the rush is
 * counted in the database, then everything is taken away with the server stopped.
 */
export async function runGateSection(lines: GateLine[], run: GateSectionRun): Promise<void> {
  const { target, seconds, restart, server, meter } = run;
  const rush = lines.includes(GATE_LINES.rush);
  const rollCall = lines.includes(GATE_LINES.rollCall);
  const timeZone = process.env.TIME_ZONE || 'Asia/Kolkata';
  let setting: GateLinesSetting = {};
  await restart({}, () =>
    withBenchDatabase(target, async (db) => {
      setting = await prepareGateLines(db, { rush, timeZone });
      if (rollCall) await prepareRollCallLine(db);
    }),
  );
  if (lines.includes(GATE_LINES.inside)) await runGateInsideLine(server().url, seconds, meter);
  if (rollCall) {
    const { url, session } = server();
    await runRollCallLine(url, session, target.size.students, seconds, meter);
  }
  const database =
    target.kind === 'postgres' ? new URL(target.databaseUrl).pathname.slice(1) : undefined;
  const rushRun = setting.rush
    ? await runCurfewRush(server().url, server().session, setting.rush, target.size.students, () =>
        startStepCpu({ servers: [server().pid], database }),
      )
    : undefined;
  await restart(run.closedLoopEnv, () =>
    withBenchDatabase(target, async (db) => {
      if (rushRun) reportCurfewRush(rushRun, await tallyCurfewRush(db, rushRun));
      await removeRollCallLine(db);
      await removeGateLines(db);
      if (rushRun) await removeBenchWrites(db);
    }),
  );
}
