// Fetched only by the repeat frequency page (React.lazy): recharts is not part of any other page.
import { Bar, BarChart, CartesianGrid, Rectangle, ResponsiveContainer, Tooltip, XAxis, YAxis, type BarShapeProps } from 'recharts';
import { useChartTheme } from '@frontdesk/shared/ui-reports';

export type RepeatFrequencyBar = { key: string; axisLabel: string; label: string; customers: number };

/** Customers per visit bucket (1, 2, 3, 4, 5+), one bar each. */
export default function RepeatFrequencyChart({ bars, seriesName }: { bars: RepeatFrequencyBar[]; seriesName: string }) {
  const chart = useChartTheme();
  return (
    <ResponsiveContainer width="100%" height={300} initialDimension={{ width: 640, height: 300 }}>
      <BarChart data={bars} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid {...chart.gridProps} />
        <XAxis dataKey="axisLabel" {...chart.axisProps} />
        <YAxis allowDecimals={false} {...chart.axisProps} width={48} />
        <Tooltip {...chart.tooltipProps} labelFormatter={(_, payload) => (payload[0]?.payload as RepeatFrequencyBar | undefined)?.label ?? ''} />
        <Bar
          dataKey="customers"
          name={seriesName}
          fill={chart.primary}
          radius={[4, 4, 0, 0]}
          maxBarSize={72}
          isAnimationActive={false}
          // each bar named, as the table says it ("2 visits: 25")
          shape={(props: BarShapeProps) => {
            const bar = props.payload as RepeatFrequencyBar;
            return <Rectangle {...props} role="img" aria-label={`${bar.label}: ${bar.customers}`} />;
          }}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
