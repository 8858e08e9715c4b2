import type { ImportProgress as Progress } from '../api/run-import';

const countFormat = new Intl.NumberFormat('en-IN');

/** "Checking 4,000 of 20,000 rows", or what is happening before the rows are counted. */
export function describeProgress(progress: Progress | undefined, saving: boolean): string {
  if (!progress) return saving ? 'Saving…' : 'Sending the file…';
  if (progress.stage === 'reading') return 'Reading the file…';
  const verb = progress.stage === 'saving' ? 'Saving' : 'Checking';
  const rows = progress.total === 1 ? 'row' : 'rows';
  return `${verb} ${countFormat.format(progress.done)} of ${countFormat.format(progress.total)} ${rows}`;
}

type ImportProgressProps = { progress: Progress | undefined; saving: boolean };

/**
 * A bar that moves as the server reports how far it has got. It has no value, and so shows that
 * work goes on without saying how much, until the rows are counted.
 */
export function ImportProgress({ progress, saving }: ImportProgressProps) {
  const measured = progress !== undefined && progress.total > 0;
  return (
    <div className="space-y-1.5">
      <p className="text-sm text-slate-700 tabular-nums">{describeProgress(progress, saving)}</p>
      <progress
        aria-label={saving ? 'Saving progress' : 'Checking progress'}
        {...(measured
          ? { value: Math.min(progress.done, progress.total), max: progress.total }
          : {})}
        className="h-2 w-full accent-indigo-600"
      />
    </div>
  );
}
