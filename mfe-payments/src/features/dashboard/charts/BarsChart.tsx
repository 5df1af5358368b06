// Fetched only by the sales dashboard (React.lazy): recharts is not part of any other page.
import { useChartTheme } from '@frontdesk/shared/ui-reports';
import { Bar, BarChart, CartesianGrid, Rectangle, ResponsiveContainer, Tooltip, XAxis, YAxis, type BarShapeProps } from 'recharts';

export type Bars = { key: string; axisLabel: string; label: string; value: number; text: string }[];

/** One bar per entry (a day, a tender, a member of staff), each named as its table row says it. */
export default function BarsChart({
  bars,
  currency,
  seriesName,
  height,
  colored = false,
}: {
  bars: Bars;
  currency: string;
  seriesName: string;
  height: number;
  colored?: boolean;
}) {
  const chart = useChartTheme();
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 640, height }}>
      <BarChart data={bars} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid {...chart.gridProps} />
        <XAxis dataKey="axisLabel" {...chart.axisProps} minTickGap={8} />
        <YAxis {...chart.moneyAxisProps(currency)} />
        <Tooltip
          {...chart.tooltipProps}
          labelFormatter={(_, payload) => (payload[0]?.payload as Bars[number] | undefined)?.label ?? ''}
          formatter={(_, __, item) => [(item.payload as Bars[number]).text, seriesName]}
        />
        <Bar
          dataKey="value"
          name={seriesName}
          fill={chart.primary}
          radius={[4, 4, 0, 0]}
          maxBarSize={56}
          isAnimationActive={false}
          shape={(props: BarShapeProps) => {
            const bar = props.payload as Bars[number];
            const index = bars.findIndex((b) => b.key === bar.key);
            return <Rectangle {...props} fill={colored ? chart.series(index) : chart.primary} role="img" aria-label={`${bar.label}: ${bar.text}`} />;
          }}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
