import { Bar, BarChart, CartesianGrid, LabelList, XAxis, YAxis } from 'recharts';
import type { WeeklyComplaints } from '@hms/shared/dashboard';

const weekLabel = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const tick = { fill: '#475569', fontSize: 12 };

/**
 * The bars of the dashboard's weekly complaints, each labelled with its number. Apart from the
 * card so that Recharts is fetched with this file, after the dashboard has drawn, and never with
 * the pages that do without it. For eyes alone: the card's table is what a screen reader reads,
 * so Recharts' keyboard layer is off.
 */
export function WeeklyComplaintsChart({ weeks }: { weeks: WeeklyComplaints }) {
  const data = weeks.map((week) => ({
    label: weekLabel.format(new Date(`${week.weekStart}T00:00:00Z`)),
    opened: week.opened,
  }));
  return (
    <BarChart
      accessibilityLayer={false}
      responsive
      data={data}
      style={{ width: '100%', height: 200 }}
      margin={{ top: 20, right: 8, bottom: 5, left: 0 }}
    >
      <CartesianGrid stroke="#e2e8f0" vertical={false} />
      <XAxis dataKey="label" tick={tick} />
      <YAxis allowDecimals={false} width="auto" tick={tick} />
      <Bar dataKey="opened" name="Opened" fill="#4f46e5" isAnimationActive={false}>
        <LabelList dataKey="opened" position="top" fill={tick.fill} fontSize={12} />
      </Bar>
    </BarChart>
  );
}
