// Fetched only by the transactions report (React.lazy): recharts is not part of any other page.
import { useChartTheme } from '@frontdesk/shared/ui-reports';
import { Bar, BarChart, CartesianGrid, Legend, Rectangle, ResponsiveContainer, Tooltip, XAxis, YAxis, type BarShapeProps } from 'recharts';

/** One day: its labels and each tender's net takings (minor units) with their text. */
export type TakingsRow = { day: string; axisLabel: string; label: string; amounts: Record<string, { value: number; text: string }> };

/** The takings of each day, stacked by tender (the table beside it holds the same numbers). */
export default function TakingsChart({
  rows,
  tenders,
  currency,
  height,
}: {
  rows: TakingsRow[];
  tenders: { key: string; name: string }[];
  currency: string;
  height: number;
}) {
  const chart = useChartTheme();
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 640, height }}>
      <BarChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid {...chart.gridProps} />
        <XAxis dataKey="axisLabel" {...chart.axisProps} minTickGap={8} />
        <YAxis {...chart.moneyAxisProps(currency)} />
        <Tooltip
          {...chart.tooltipProps}
          labelFormatter={(_, payload) => (payload[0]?.payload as TakingsRow | undefined)?.label ?? ''}
          formatter={(_, name, item) => [(item.payload as TakingsRow).amounts[String(item.dataKey ?? '')]?.text ?? '', name]}
        />
        <Legend {...chart.legendProps} itemSorter={null} />
        {tenders.map((tender, n) => (
          <Bar
            key={tender.key}
            dataKey={(row: TakingsRow) => row.amounts[tender.key]?.value ?? 0}
            name={tender.name}
            stackId="takings"
            fill={chart.series(n)}
            maxBarSize={56}
            isAnimationActive={false}
            shape={(props: BarShapeProps) => {
              const row = props.payload as TakingsRow;
              return <Rectangle {...props} role="img" aria-label={`${tender.name}, ${row.label}: ${row.amounts[tender.key]?.text ?? ''}`} />;
            }}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
