import { useId } from 'react';

/** The texture drawn over a series' colour, so that no two series differ by colour alone. */
export type FillPattern = 'solid' | 'stripes' | 'dots' | 'cross';

/** How one series is drawn and named in the legend. */
export type SeriesStyle = {
  key: string;
  label: string;
  /** At least 3:1 against white, as WCAG asks of the parts of a graphic. */
  color: string;
  pattern: FillPattern;
  /** A line's dashes (SVG stroke-dasharray); a bar series has none. */
  dash?: string;
};

const SIZE = 8;

function PatternDef({ id, color, pattern }: { id: string; color: string; pattern: FillPattern }) {
  return (
    <pattern id={id} width={SIZE} height={SIZE} patternUnits="userSpaceOnUse">
      <rect width={SIZE} height={SIZE} fill={color} />
      {pattern === 'stripes' && (
        <path d="M-2,2 l4,-4 M0,8 l8,-8 M6,10 l4,-4" stroke="white" strokeWidth={2} />
      )}
      {pattern === 'dots' && <circle cx={4} cy={4} r={1.75} fill="white" />}
      {pattern === 'cross' && <path d="M0,0 L8,8 M8,0 L0,8" stroke="white" strokeWidth={1.25} />}
    </pattern>
  );
}

/** An id that is safe inside `url(#…)` whatever React's own ids look like. */
export function useSvgId(): string {
  return `fill${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

export function fillOf(chartId: string, series: SeriesStyle): string {
  return series.pattern === 'solid' ? series.color : `url(#${chartId}-${series.key})`;
}

/** The patterns of a chart's series, inside its SVG; bars point at them with `fillOf`. */
export function FillDefs({ chartId, series }: { chartId: string; series: readonly SeriesStyle[] }) {
  return (
    <defs>
      {series
        .filter((style) => style.pattern !== 'solid')
        .map((style) => (
          <PatternDef
            key={style.key}
            id={`${chartId}-${style.key}`}
            color={style.color}
            pattern={style.pattern}
          />
        ))}
    </defs>
  );
}

function Swatch({ series }: { series: SeriesStyle }) {
  const id = useSvgId();
  if (series.dash !== undefined) {
    return (
      <svg width={24} height={12} className="shrink-0">
        <line
          x1={1}
          y1={6}
          x2={23}
          y2={6}
          stroke={series.color}
          strokeWidth={3}
          strokeDasharray={series.dash || undefined}
        />
      </svg>
    );
  }
  return (
    <svg width={14} height={14} className="shrink-0">
      <defs>
        <PatternDef id={id} color={series.color} pattern={series.pattern} />
      </defs>
      <rect width={14} height={14} rx={2} fill={`url(#${id})`} />
    </svg>
  );
}

/** The legend under a chart: each series' swatch, pattern included, beside its name. */
export function ChartLegend({ series }: { series: readonly SeriesStyle[] }) {
  return (
    <ul className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-slate-700">
      {series.map((style) => (
        <li key={style.key} className="flex items-center gap-1.5">
          <Swatch series={style} />
          {style.label}
        </li>
      ))}
    </ul>
  );
}
