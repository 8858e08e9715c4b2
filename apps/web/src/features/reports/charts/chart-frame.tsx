import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  CHART_HEIGHT,
  chartProps,
  gridStroke,
  heightFor,
  MAX_BAR,
  noAnimation,
  tick,
} from './chart-style';
import { ChartLegend, FillDefs, fillOf, useSvgId, type SeriesStyle } from './series-fills';

type Format = (value: number) => string;

type Margin = { top: number; right: number; bottom: number; left: number };

/** The names of the categories down the side, one row each, instead of along the foot. */
type SideNames = {
  /** Room for the longest name. */
  width: number;
  rowHeight?: number;
  format?: (name: string) => string;
};

type ChartFrameProps = {
  data: readonly object[];
  series: readonly SeriesStyle[];
  /** The field of each datum that names its bar or point. */
  category: string;
  side?: SideNames;
  /** The value axis' ticks. */
  values: Format;
  /** Counts: the value axis has no ticks between whole numbers. */
  whole?: boolean;
  tooltip: Format;
  margin?: Partial<Margin>;
};

/**
 * What every report chart shares: the plot at its height, its grid, axes and tooltip, then the
 * legend under it. The chart's own series come as children.
 */
export function ChartFrame({
  kind = 'bar',
  defs,
  children,
  data,
  series,
  category,
  side,
  values,
  whole = false,
  tooltip,
  margin,
}: ChartFrameProps & { kind?: 'bar' | 'line'; defs?: ReactNode; children: ReactNode }) {
  const Chart = kind === 'line' ? LineChart : BarChart;
  const valueAxis = { allowDecimals: !whole, tick, tickFormatter: values };
  const categoryAxis = { dataKey: category, tick };
  return (
    <>
      <Chart
        {...chartProps}
        {...(side ? { layout: 'vertical' as const } : {})}
        data={data}
        style={{
          width: '100%',
          height: side ? heightFor(data.length, side.rowHeight) : CHART_HEIGHT,
        }}
        margin={{ top: 5, right: 8, bottom: 5, left: 0, ...margin }}
      >
        {defs}
        <CartesianGrid
          stroke={gridStroke}
          {...(side ? { horizontal: false } : { vertical: false })}
        />
        {side ? <XAxis type="number" {...valueAxis} /> : <XAxis {...categoryAxis} />}
        {side ? (
          <YAxis
            type="category"
            width={side.width}
            {...categoryAxis}
            {...(side.format ? { tickFormatter: side.format } : {})}
          />
        ) : (
          <YAxis width="auto" {...valueAxis} />
        )}
        <Tooltip formatter={(value) => tooltip(Number(value))} />
        {children}
      </Chart>
      <ChartLegend series={series} />
    </>
  );
}

/**
 * A chart of bars, one series each, textured as its series says; `stackId` stacks them, and
 * `labels` writes each bar's figure over it.
 */
export function BarChartFrame({
  stackId,
  labels,
  ...frame
}: ChartFrameProps & { stackId?: string; labels?: Format }) {
  const id = useSvgId();
  const patterned = frame.series.some((style) => style.pattern !== 'solid');
  return (
    <ChartFrame {...frame} defs={patterned && <FillDefs chartId={id} series={frame.series} />}>
      {frame.series.map((style) => (
        <Bar
          key={style.key}
          dataKey={style.key}
          name={style.label}
          {...(stackId ? { stackId } : {})}
          fill={fillOf(id, style)}
          maxBarSize={MAX_BAR}
          {...noAnimation}
        >
          {labels && (
            <LabelList
              dataKey={style.key}
              position="top"
              fill={tick.fill}
              fontSize={12}
              formatter={(value) => labels(Number(value))}
            />
          )}
        </Bar>
      ))}
    </ChartFrame>
  );
}
