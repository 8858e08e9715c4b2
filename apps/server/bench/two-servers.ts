import { startServer, type ServerProcess } from '../harness/server-process';
import { campusMix, type Campus } from './campus-mix';
import { KNEE_RATES, rateHolds } from './knee';
import {
  KNEE_P99_MS,
  OVERLOAD_ACCEPTED_P99_MS,
  overloadHolds,
  type MixFigures,
  type StepMeter,
} from './mix-lines';
import {
  formatOpenLoopHeader,
  formatOpenLoopLine,
  runOpenLoop,
  type MixEntry,
  type OpenLoopResult,
} from './open-loop';
import { startRoundRobinProxy, stop } from './processes';
import { formatStepCpu, microsPerRequest, startStepCpu, type StepCpu } from './step-cpu';

type Step = OpenLoopResult & { cpu: StepCpu };
/** One way of serving the mix: one server, or several behind the proxy. */
type Setup = {
  label: string;
  url: string;
  /** Each setup draws from a mix of its own, so both send the same requests in the same order. */
  mix: MixEntry[];
  meter: StepMeter;
  steps: Step[];
  knee?: number;
  fellBehind: boolean;
};

export type Setting = {
  /** The bench's one server, already running on the database. */
  one: { url: string; pid: number };
  /** Servers behind the one port; two in docs/performance.md. */
  count: number;
  /** Each server's environment: the same database and JWT_SECRET as the one server's. */
  env: Record<string, string>;
  /** The database's name, whose PostgreSQL backends the meter counts. */
  database: string;
  campus: Campus;
  seconds: number;
  goal: number;
  /** A knee found before: only twice it is run. */
  knownKnee?: number;
  /** Takes away what the mix submitted, with the servers up, before every step. */
  resetCampus: () => Promise<void>;
};

/** The servers `--servers` asks for, refused where they cannot run. */
export function serversAsked(option: string | undefined, onPostgres: boolean, mix: boolean) {
  const servers = Number(option ?? '1');
  if (!Number.isInteger(servers) || servers < 1) {
    throw new Error(`--servers takes a whole number, 1 or more, not "${option}"`);
  }
  if (servers > 1 && !onPostgres) {
    throw new Error(
      `--servers ${servers} needs PostgreSQL: set DATABASE_URL. The embedded database admits one process at a time, so ${servers} servers cannot share it.`,
    );
  }
  if (servers > 1 && !mix) {
    throw new Error(`--servers ${servers} runs the campus mix again: add mix to --only`);
  }
  return servers;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The campus mix on one server and on `count` servers over the same PostgreSQL behind one port
 * (a round-robin proxy keeping connections open to each, as a load balancer would), the two taken
 * in turn at each rate, so both meet the machine in the same minute: a 2-core machine shared with
 * other work changes speed within minutes. Every step meets the campus as seeded: the complaints
 * the step before submitted would lengthen the lists the next one reads, always against the
 * setup that goes second. Each setup steps up to its own knee, then both run at twice the one
 * server's; every line ends with each process's share of the machine.
 */
export async function runMixBeside(setting: Setting): Promise<MixFigures> {
  const { count } = setting;
  const servers: ServerProcess[] = [];
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>> | undefined;
  try {
    // One after another: each checks the schema and starts its background work as it starts.
    for (let i = 0; i < count; i += 1) servers.push(await startServer(setting.env));
    proxy = await startRoundRobinProxy(servers.map((server) => server.url));
    const proxyPid = proxy.child.pid;
    const one: Setup = {
      label: '1 server',
      url: setting.one.url,
      mix: campusMix(setting.campus),
      meter: () => startStepCpu({ servers: [setting.one.pid], database: setting.database }),
      steps: [],
      fellBehind: false,
    };
    const many: Setup = {
      label: `${count} servers`,
      url: proxy.baseUrl,
      mix: campusMix(setting.campus),
      meter: () =>
        startStepCpu({
          servers: servers.map((server) => server.pid),
          ...(proxyPid === undefined ? {} : { proxy: proxyPid }),
          database: setting.database,
        }),
      steps: [],
      fellBehind: false,
    };
    const run = async (setup: Setup, rate: number) => {
      const stopMeter = setup.meter();
      const result = await runOpenLoop(setup.url, setup.mix, { rate, seconds: setting.seconds });
      return { ...result, cpu: stopMeter() };
    };
    const line = (setup: Setup, step: Step, verdict: string) =>
      `${formatOpenLoopLine(`  ${step.rate}/s, ${setup.label}`, step)}  ${verdict.padEnd(14)}${formatStepCpu(step.cpu, setup === many ? 'servers' : 'server')}`;

    console.log(
      `\n${formatOpenLoopHeader('campus mix, open loop')}  (1 server, then ${count} on the same database behind one round-robin proxy, at each rate)`,
    );
    // The knee search of knee.ts, for both setups in turn; each stops at its first failure.
    for (const rate of setting.knownKnee === undefined ? KNEE_RATES : []) {
      const going = [one, many].filter((setup) => !setup.fellBehind);
      if (going.length === 0) break;
      for (const setup of going) {
        await setting.resetCampus();
        await pause(1000);
        const step = await run(setup, rate);
        setup.steps.push(step);
        const holds = rateHolds(step, KNEE_P99_MS);
        if (holds) setup.knee = rate;
        else setup.fellBehind = true;
        console.log(line(setup, step, holds ? 'holds' : 'falls behind'));
      }
    }
    if (setting.knownKnee !== undefined) one.knee = many.knee = setting.knownKnee;
    const verdict = (setup: Setup) =>
      `${setup.label} ${setup.knee ?? 'under 50'} ${setup.knee !== undefined && setup.knee >= setting.goal ? 'PASS' : 'MISS'}`;
    console.log(
      `knee: ${verdict(one)}, ${verdict(many)} (requests a second with p99 ≤ ${KNEE_P99_MS} ms, no errors, ${setting.seconds} s a step; goal ≥ ${setting.goal})`,
    );
    printWhereBothHeld(one, many);

    const overloadRate = 2 * (one.knee ?? 50);
    console.log(
      `twice the one server's knee, ${overloadRate}/s (accepted p99 ≤ ${OVERLOAD_ACCEPTED_P99_MS} ms, refusals 503 with Retry-After, none lost):`,
    );
    let overloadHeld = false;
    for (const setup of [one, many]) {
      await setting.resetCampus();
      await pause(2000);
      const step = await run(setup, overloadRate);
      const held = overloadHolds(step);
      if (setup === one) overloadHeld = held;
      console.log(line(setup, step, held ? 'PASS' : 'MISS'));
    }
    return { knee: one.knee, overloadHeld };
  } finally {
    if (proxy) await stop(proxy.child);
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/**
 * At the highest rate both setups held: each kind of request's p50 and p99, and each process's
 * CPU per request, where the cost of the proxy and of the second server shows.
 */
function printWhereBothHeld(one: Setup, many: Setup) {
  const rate = Math.min(one.knee ?? 0, many.knee ?? 0);
  const a = one.steps.find((step) => step.rate === rate);
  const b = many.steps.find((step) => step.rate === rate);
  if (!a || !b) return;
  console.log(`  at ${rate}/s, p50 / p99 ms: ${one.label.padEnd(16)}| ${many.label}`);
  const pair = (f: { p50: number; p99: number } | undefined) =>
    f ? `${f.p50.toFixed(1)} / ${f.p99.toFixed(1)}` : '-';
  for (const [name, figures] of Object.entries(a.perEntry)) {
    console.log(`  ${name.padEnd(26)}${pair(figures).padEnd(16)}| ${pair(b.perEntry[name])}`);
  }
  const perRequest = (step: Step) => {
    const each = (micros: number | undefined) =>
      microsPerRequest(micros, step.cpu, step.achievedRate)?.toFixed(0) ?? '-';
    const proxy = step.cpu.proxy === undefined ? '' : `, proxy ${each(step.cpu.proxy)}`;
    return `server ${each(step.cpu.servers)}${proxy}, PG ${each(step.cpu.database)}, generator ${each(step.cpu.generator)}`;
  };
  console.log(
    `  CPU µs per request: ${one.label}: ${perRequest(a)}; ${many.label}: ${perRequest(b)}`,
  );
}
