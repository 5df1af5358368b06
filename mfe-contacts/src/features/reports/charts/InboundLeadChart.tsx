// Fetched only by the inbound leads page (React.lazy): recharts is not part of any other page.
import { Bar, BarChart, CartesianGrid, Legend, Rectangle, ResponsiveContainer, Tooltip, XAxis, YAxis, type BarShapeProps } from 'recharts';
import { useChartTheme } from '@frontdesk/shared/ui-reports';
import { sourceColor } from './sourceColor';

/** One period: its labels and the new contacts per source (source key → count). */
export type InboundLeadRow = { period: string; axisLabel: string; label: string; counts: Record<string, number> };

/** New contacts per period, stacked by source. */
export default function InboundLeadChart({ rows, sources }: { rows: InboundLeadRow[]; sources: { key: string; name: string }[] }) {
  const chart = useChartTheme();
  return (
    <ResponsiveContainer width="100%" height={320} initialDimension={{ width: 640, height: 320 }}>
      <BarChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid {...chart.gridProps} />
        <XAxis dataKey="axisLabel" {...chart.axisProps} minTickGap={12} />
        <YAxis allowDecimals={false} {...chart.axisProps} width={48} />
        <Tooltip {...chart.tooltipProps} labelFormatter={(_, payload) => (payload[0]?.payload as InboundLeadRow | undefined)?.label ?? ''} />
        {/* in the sources' order (the table's), not alphabetical */}
        <Legend {...chart.legendProps} itemSorter={null} />
        {sources.map((source) => (
          <Bar
            key={source.key}
            dataKey={(row: InboundLeadRow) => row.counts[source.key] ?? 0}
            name={source.name}
            stackId="leads"
            fill={sourceColor(chart, source.key)}
            maxBarSize={56}
            isAnimationActive={false}
            // each bar named, as the table says it ("Website, Jan 2025: 4")
            shape={(props: BarShapeProps) => {
              const row = props.payload as InboundLeadRow;
              return <Rectangle {...props} role="img" aria-label={`${source.name}, ${row.label}: ${row.counts[source.key] ?? 0}`} />;
            }}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
