import { ArrowDownRight, ArrowUpRight, Minus, type LucideIcon } from 'lucide-react';
import { STAT_CHANGE_DAYS, type StatChange } from '@hms/shared/dashboard';
import { dashboardMessages } from '@hms/shared/messages';
import { cn } from '@/lib/class-names';

export type StatChangeDirection = 'up' | 'down' | 'flat';
export type StatChangeTone = 'good' | 'bad' | 'neutral';

export type StatChangeDescription = {
  direction: StatChangeDirection;
  tone: StatChangeTone;
  /** The signed percentage ('+12.5%', '−3.0%'); absent when there is none to give. */
  figure?: string;
  words: string;
};

const sinceWords = dashboardMessages.changeSince(STAT_CHANGE_DAYS);
const noChangeWords = dashboardMessages.noChange(STAT_CHANGE_DAYS);
const newWords = dashboardMessages.newSince(STAT_CHANGE_DAYS);

function toneOf(direction: StatChangeDirection, riseIsBad: boolean): StatChangeTone {
  if (direction === 'flat') return 'neutral';
  return (direction === 'up') !== riseIsBad ? 'good' : 'bad';
}

/**
 * A card's change over the last 30 days in words (docs/product-rules.md#stat-changes). The sign
 * and the words carry the meaning, so the colour only repeats it. `percent` is null when there was
 * nothing 30 days ago: then a figure above zero is new, and zero has not changed.
 */
export function describeStatChange(
  { percent }: StatChange,
  current: number,
  { riseIsBad = false }: { riseIsBad?: boolean } = {},
): StatChangeDescription {
  if (percent === null) {
    if (current > 0) return { direction: 'up', tone: toneOf('up', riseIsBad), words: newWords };
    return { direction: 'flat', tone: 'neutral', words: noChangeWords };
  }
  if (percent === 0) return { direction: 'flat', tone: 'neutral', words: noChangeWords };

  const direction = percent > 0 ? 'up' : 'down';
  // U+2212, the minus sign: as wide as the plus, where a hyphen would look like a dash.
  const sign = percent > 0 ? '+' : '\u2212';
  return {
    direction,
    tone: toneOf(direction, riseIsBad),
    figure: `${sign}${Math.abs(percent).toFixed(1)}%`,
    words: sinceWords,
  };
}

const icons: Record<StatChangeDirection, LucideIcon> = {
  up: ArrowUpRight,
  down: ArrowDownRight,
  flat: Minus,
};

const toneStyles: Record<StatChangeTone, string> = {
  good: 'text-emerald-700',
  bad: 'text-red-700',
  neutral: 'text-slate-600',
};

type StatChangeTextProps = {
  change: StatChange;
  current: number;
  /** For counts where more is worse news, such as open complaints. */
  riseIsBad?: boolean;
};

export function StatChangeText({ change, current, riseIsBad = false }: StatChangeTextProps) {
  const { direction, tone, figure, words } = describeStatChange(change, current, { riseIsBad });
  const Icon = icons[direction];

  return (
    <span
      data-tone={tone}
      className={cn('inline-flex items-center gap-1 text-sm', toneStyles[tone])}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {figure && <span className="font-semibold tabular-nums">{figure}</span>}
      {/* The flex gap spaces them on screen; this space keeps them apart when read or copied. */}
      {figure && ' '}
      <span className={figure ? 'text-slate-600' : undefined}>{words}</span>
    </span>
  );
}
