import { campusMix, type Campus } from './campus-mix';
import { findKnee, rateHolds } from './knee';
import {
  formatOpenLoopHeader,
  formatOpenLoopLine,
  runOpenLoop,
  type OpenLoopResult,
} from './open-loop';
import { formatStepCpu, type StepCpu } from './step-cpu';

/** The knee's bounds (docs/performance.md): p99 within this, from each request's due time. */
export const KNEE_P99_MS = 100;
/** Twice past the knee, the requests the server accepts keep within this. */
export const OVERLOAD_ACCEPTED_P99_MS = 250;

/** Starts counting a step's CPU; the function it returns stops and gives the figures. */
export type StepMeter = () => () => StepCpu;
export type MixFigures = { knee: number | undefined; overloadHeld: boolean };

/** Past its knee the server refuses what it cannot serve, with Retry-After, and loses nothing. */
export function overloadHolds(r: OpenLoopResult): boolean {
  return (
    r.errors === 0 &&
    r.non2xx === 0 &&
    r.acceptedP99 <= OVERLOAD_ACCEPTED_P99_MS &&
    r.refusedWithRetryAfter === r.refused
  );
}

/**
 * The campus mix at fixed arrival rates (open loop), stepping up to the knee, then at twice the
 * knee, where the server should refuse what it cannot serve and keep the rest on time. With a
 * meter, each line ends with each process's share of the machine over that step.
 */
export async function runMixLines(
  serverUrl: string,
  campus: Campus,
  seconds: number,
  goal: number,
  /** A knee found before: the search is skipped and only twice the knee is run. */
  knownKnee?: number,
  meter?: StepMeter,
): Promise<MixFigures> {
  const mix = campusMix(campus);
  let stopMeter: (() => StepCpu) | undefined;
  console.log(`\n${formatOpenLoopHeader('campus mix, open loop')}`);
  const { knee, steps } = knownKnee
    ? { knee: knownKnee, steps: [] }
    : await findKnee(serverUrl, mix, {
        seconds,
        p99Ms: KNEE_P99_MS,
        beforeStep: () => (stopMeter = meter?.()),
        onStep: (step) =>
          console.log(
            `${formatOpenLoopLine(`  ${step.rate}/s`, step)}  ${(rateHolds(step, KNEE_P99_MS) ? 'holds' : 'falls behind').padEnd(14)}${formatStepCpu(stopMeter?.())}`,
          ),
      });
  const kneeVerdict = knee !== undefined && knee >= goal ? 'PASS' : 'MISS';
  console.log(
    `knee: ${knee ?? 'under 50'} requests a second (p99 ≤ ${KNEE_P99_MS} ms, no errors, ${seconds} s a step; goal ≥ ${goal})  ${kneeVerdict}`,
  );
  // Each kind of request at the knee: which of them a slower knee would come from.
  const atKnee = steps.find((step) => step.rate === knee);
  for (const [name, figures] of Object.entries(atKnee?.perEntry ?? {})) {
    console.log(
      `  ${name.padEnd(22)}p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms`,
    );
  }

  const overloadRate = 2 * (knee ?? 50);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  stopMeter = meter?.();
  const overload = await runOpenLoop(serverUrl, mix, { rate: overloadRate, seconds });
  const overloadHeld = overloadHolds(overload);
  console.log(
    `${formatOpenLoopLine(`  twice the knee`, overload)}  ${overloadHeld ? 'PASS' : 'MISS'} (accepted p99 ≤ ${OVERLOAD_ACCEPTED_P99_MS} ms, refusals 503 with Retry-After, none lost)  ${formatStepCpu(stopMeter?.())}`,
  );
  return { knee, overloadHeld };
}
