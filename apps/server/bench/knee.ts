import { runOpenLoop, type MixEntry, type OpenLoopResult } from './open-loop';

export type KneeOptions = {
  /** Ascending requests per second to try. */
  rates?: readonly number[];
  seconds?: number;
  /** The p99 a rate must stay within, in milliseconds from due time. */
  p99Ms?: number;
  timeoutMs?: number;
  warmUpSeconds?: number;
  /** Rest between two steps. */
  pauseMs?: number;
  /** Called as each step starts, after the pause: a CPU meter started here counts that step alone. */
  beforeStep?: (rate: number) => void;
  onStep?: (result: OpenLoopResult) => void;
};

/** The rates the knee search steps through (docs/performance.md), requests a second. */
export const KNEE_RATES: readonly number[] = [50, 100, 200, 300, 400, 600, 800, 1000];

export type KneeResult = { knee: number | undefined; steps: OpenLoopResult[] };

/** A rate holds when every request was answered in time and accepted, and p99 is within bounds. */
export function rateHolds(result: OpenLoopResult, p99Ms: number): boolean {
  return result.p99 <= p99Ms && result.errors === 0 && result.refused === 0 && result.non2xx === 0;
}

/**
 * The knee: the highest rate the server holds, found by stepping up through `rates` and stopping
 * at the first that fails: past its knee a server only falls further behind, so higher rates
 * would cost minutes and tell nothing more. Each step waits for all its answers (runOpenLoop
 * returns only then), and the search goes on only after a step that held, which left nothing
 * unanswered; so the next step starts on a server with no backlog of ours, and the pause lets
 * what it defers (garbage collection, closing idle connections) happen between steps rather
 * than inside the next one.
 */
export async function findKnee(
  baseUrl: string,
  mix: readonly MixEntry[],
  options: KneeOptions = {},
): Promise<KneeResult> {
  const {
    rates = KNEE_RATES,
    seconds = 30,
    p99Ms = 100,
    pauseMs = 1000,
    beforeStep,
    onStep,
  } = options;
  if (rates.some((rate, i) => i > 0 && rate <= (rates[i - 1] ?? 0))) {
    throw new Error('the knee search needs rates in ascending order');
  }
  const steps: OpenLoopResult[] = [];
  let knee: number | undefined;
  for (const rate of rates) {
    if (steps.length > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    beforeStep?.(rate);
    const step = await runOpenLoop(baseUrl, mix, {
      rate,
      seconds,
      timeoutMs: options.timeoutMs,
      warmUpSeconds: options.warmUpSeconds,
    });
    steps.push(step);
    onStep?.(step);
    if (!rateHolds(step, p99Ms)) break;
    knee = rate;
  }
  return { knee, steps };
}
