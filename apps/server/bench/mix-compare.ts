import { startServer } from '../harness/server-process';
import type { BenchTarget } from './bench-database';
import { openSession, readCampus } from './bench-session';
import { campusMix } from './campus-mix';
import { median, MOST_LOST } from './compare';
import { withFreshCampus } from './fresh-campus';
import { findKnee, rateHolds } from './knee';
import { KNEE_P99_MS } from './mix-lines';
import type { MixEntry } from './open-loop';

/**
 * The knee to within a tenth: the coarse search, then the same search again over the rates a tenth
 * apart between its knee and the coarse step that failed. The coarse rates are up to twice apart,
 * too far to tell whether a knee lost a tenth.
 */
async function fineKnee(url: string, mix: readonly MixEntry[], seconds: number) {
  const coarse = await findKnee(url, mix, { seconds, p99Ms: KNEE_P99_MS });
  const failed = coarse.steps.find((step) => !rateHolds(step, KNEE_P99_MS))?.rate;
  if (coarse.knee === undefined || failed === undefined) return coarse.knee;
  const rates: number[] = [];
  for (let rate = Math.round(coarse.knee * 1.1); rate < failed; rate = Math.round(rate * 1.1)) {
    rates.push(rate);
  }
  if (rates.length === 0) return coarse.knee;
  // As between the coarse steps: what the failed step left behind settles first.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const fine = await findKnee(url, mix, { rates, seconds, p99Ms: KNEE_P99_MS });
  return fine.knee ?? coarse.knee;
}

/**
 * The campus mix's knee on the baseline checkout's server and on this one, each on a campus
 * seeded afresh and measured at once, as `--only mix` measures it, `rounds` times with the side
 * going first taken in turn; a side's knee is the median of its rounds.
 */
export async function runMixComparison(options: {
  checkout: string;
  target: BenchTarget;
  env: Record<string, string>;
  seconds: number;
  rounds: number;
}): Promise<void> {
  const { checkout, target, env, seconds, rounds } = options;
  const kneeOf = async (side: 'baseline' | 'this') => {
    let knee: number | undefined;
    await withFreshCampus(target, async (freshEnv) => {
      const server = await startServer(
        { ...env, ...freshEnv },
        ...(side === 'baseline' ? [checkout] : []),
      );
      try {
        const campus = await readCampus(await openSession(server.url), target.size.students);
        knee = await fineKnee(server.url, campusMix(campus), seconds);
      } finally {
        await server.stop();
      }
    });
    console.log(`  ${side}: knee ${knee ?? 'under 50'} requests a second`);
    return knee ?? 0;
  };
  console.log(
    `\nCampus mix knee A/B against ${checkout} (p99 ≤ ${KNEE_P99_MS} ms, to within a tenth, ${seconds} s a step; median of ${rounds})`,
  );
  const knees = { baseline: [] as number[], this: [] as number[] };
  for (let round = 0; round < rounds; round += 1) {
    const order =
      round % 2 === 0 ? (['baseline', 'this'] as const) : (['this', 'baseline'] as const);
    for (const side of order) knees[side].push(await kneeOf(side));
  }
  const before = median(knees.baseline);
  const after = median(knees.this);
  const change = before > 0 ? after / before - 1 : 0;
  console.log(
    `campus mix knee: baseline ${before}, this ${after}, ${(change * 100).toFixed(0)}%  ${change >= -MOST_LOST ? 'PASS' : 'MISS'} (loses at most ${(MOST_LOST * 100).toFixed(0)}%; rounds ${knees.baseline.join('/')} vs ${knees.this.join('/')})`,
  );
}
