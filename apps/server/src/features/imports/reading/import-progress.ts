import type { ImportEvent } from '@hms/shared/imports';

/** Where an import's events go: a line each of the answer (import-stream.ts). */
export type Emit = (event: ImportEvent) => void;

/** Rows between two progress events: often enough for a bar to move, rarely enough to be cheap. */
const PROGRESS_EVERY = 500;

/**
 * Reports a stage's progress: at most once per PROGRESS_EVERY rows, and always when the stage is
 * done, so the last event of a stage says `done` = `total`.
 */
export function progressOf(emit: Emit, stage: 'reading' | 'checking' | 'saving', total: number) {
  let last = -PROGRESS_EVERY;
  return (done: number) => {
    if (done === last || (done < total && done - last < PROGRESS_EVERY)) return;
    last = done;
    emit({ type: 'progress', stage, done, total });
  };
}

/** `items` in slices of `size`, in order. */
export function* slices<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}
