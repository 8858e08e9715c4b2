import { cn } from '@/lib/class-names';

/** From `@hms/shared/constants`: HOSTEL_OCCUPANCY_THRESHOLDS, ROOM_OCCUPANCY_THRESHOLDS. */
export type OccupancyThresholds = { readonly red: number; readonly yellow: number };
export type OccupancyTone = 'green' | 'yellow' | 'red';

/** Share of beds taken, in percent rounded to one decimal; 0 while there are no beds. */
export function occupancyPercent(current: number, capacity: number): number {
  if (capacity <= 0) return 0;
  return Math.round((current / capacity) * 1000) / 10;
}

/**
 * Red at `red` percent or more, yellow at `yellow` or more, else green
 * (docs/product-rules.md#occupancy-colours). It takes the rounded percent that is shown, so the
 * colour never disagrees with the number beside it (89.96 % reads "90.0%" and is red).
 */
export function occupancyTone(percent: number, thresholds: OccupancyThresholds): OccupancyTone {
  if (percent >= thresholds.red) return 'red';
  if (percent >= thresholds.yellow) return 'yellow';
  return 'green';
}

const barColours: Record<OccupancyTone, string> = {
  green: 'bg-emerald-500',
  yellow: 'bg-amber-500',
  red: 'bg-red-600',
};

type OccupancyBarProps = {
  current: number;
  capacity: number;
  thresholds: OccupancyThresholds;
  /** The meter's accessible name, e.g. 'Occupancy of Kaveri'. */
  label: string;
  /** The visible words above the bar. */
  caption?: string;
};

/** Occupancy as text ('32 / 40 (80.0%)') and as a coloured meter; the text alone says it all. */
export function OccupancyBar({
  current,
  capacity,
  thresholds,
  label,
  caption = 'Occupancy',
}: OccupancyBarProps) {
  const percent = occupancyPercent(current, capacity);
  const tone = occupancyTone(percent, thresholds);
  const percentText = `${percent.toFixed(1)}%`;

  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-slate-600">{caption}</span>
        <span className="shrink-0 font-medium text-slate-900 tabular-nums">
          {current} / {capacity} ({percentText})
        </span>
      </div>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={capacity}
        aria-valuenow={current}
        aria-valuetext={`${current} of ${capacity} occupied (${percentText})`}
        data-tone={tone}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn('h-full rounded-full transition-[width]', barColours[tone])}
          style={{ width: `${Math.min(percent, 100)}%` }}
        />
      </div>
    </div>
  );
}
