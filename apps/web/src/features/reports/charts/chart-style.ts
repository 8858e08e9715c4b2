/**
 * What every report chart shares: Tailwind's colours as SVG needs them, each at least 3:1 against
 * white, and the axes' text in the page's small grey.
 */
export const colors = {
  indigo: '#4f46e5',
  slate: '#64748b',
  teal: '#0f766e',
  amber: '#b45309',
  rose: '#be123c',
} as const;

export const tick = { fill: '#475569', fontSize: 12 };
export const gridStroke = '#e2e8f0';

/** The plot's height for charts of months or categories across. */
export const CHART_HEIGHT = 280;

/** A chart with one bar (or group) per row down its side: tall enough for every row's name. */
export function heightFor(rows: number, perRow = 36): number {
  return Math.max(160, 48 + rows * perRow);
}

/**
 * The chart is drawn for eyes alone (the table beside it is what assistive technology reads), so
 * Recharts' keyboard layer, which would put a focusable element under `aria-hidden`, is off.
 */
export const chartProps = { accessibilityLayer: false, responsive: true } as const;
export const noAnimation = { isAnimationActive: false } as const;

/** A bar no wider than this, so that a range of one month is not one slab across the chart. */
export const MAX_BAR = 48;
