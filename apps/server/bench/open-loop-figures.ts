import { latencyPercentiles } from './latency-percentiles';
import type { EntryFigures, MixEntry, OpenLoopOptions, OpenLoopResult } from './open-loop';

/** What became of one request once sent; times are on `performance.now()`'s clock. */
export type Delivery = { sendLagMs: number } & (
  | { answered: true; status: number; retryAfter: boolean; latencyMs: number; atMs: number }
  | { answered: false }
);

/** A delivery, with the index of its mix entry and whether it was due in the measured window. */
export type Outcome = Delivery & { entry: number; measured: boolean };

/**
 * The figures of a run from its outcomes. Only requests due in the measured window count, except
 * for the achieved rate, which counts every answer that arrived in the window.
 */
export function summarise(
  outcomes: readonly Outcome[],
  mix: readonly MixEntry[],
  { rate, seconds }: OpenLoopOptions,
  windowStartMs: number,
  windowEndMs: number,
): OpenLoopResult {
  // Warm-up answers that land in the window count towards the rate: the server did that work then.
  const inWindow = outcomes.filter(
    (o) => o.answered && o.atMs >= windowStartMs && o.atMs <= windowEndMs,
  ).length;
  const measured = outcomes.filter((o) => o.measured);
  const answers = measured.flatMap((o) => (o.answered ? [o] : []));
  const refusals = answers.filter((a) => a.status === 503);
  const overall = latencyPercentiles(answers.map((a) => a.latencyMs));
  const perEntry: Record<string, EntryFigures> = {};
  mix.forEach((entry, index) => {
    const own = answers.filter((a) => a.entry === index).map((a) => a.latencyMs);
    const { p50, p99 } = latencyPercentiles(own);
    perEntry[entry.name] = { sent: measured.filter((o) => o.entry === index).length, p50, p99 };
  });
  return {
    rate,
    seconds,
    sent: measured.length,
    achievedRate: inWindow / seconds,
    ...overall,
    acceptedP99: latencyPercentiles(answers.filter((a) => a.status !== 503).map((a) => a.latencyMs))
      .p99,
    refused: refusals.length,
    refusedWithRetryAfter: refusals.filter((a) => a.retryAfter).length,
    non2xx: answers.filter((a) => a.status !== 503 && (a.status < 200 || a.status > 299)).length,
    errors: measured.length - answers.length,
    maxSendLagMs: measured.reduce((most, o) => Math.max(most, o.sendLagMs), 0),
    perEntry,
  };
}
