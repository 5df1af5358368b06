// Fetched only by the trends dashboard (React.lazy): recharts is not part of any other page.
import { useChartTheme } from '@frontdesk/shared/ui-reports';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** A day of the period and the same day of the period before (day n of each). */
export type TrendPoint = { n: number; axisLabel: string; current: number; previous: number; currentText: string; previousText: string };

/** This period's sales per day over the period before's, day 1 on day 1. */
export default function TrendChart({
  points,
  currency,
  currentName,
  previousName,
}: {
  points: TrendPoint[];
  currency: string;
  currentName: string;
  previousName: string;
}) {
  const chart = useChartTheme();
  return (
    <ResponsiveContainer width="100%" height={320} initialDimension={{ width: 640, height: 320 }}>
      <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid {...chart.gridProps} />
        <XAxis dataKey="axisLabel" {...chart.axisProps} minTickGap={8} />
        <YAxis {...chart.moneyAxisProps(currency)} />
        <Tooltip
          {...chart.tooltipProps}
          formatter={(_, name, item) => {
            const point = item.payload as TrendPoint;
            return [name === currentName ? point.currentText : point.previousText, name];
          }}
        />
        <Legend {...chart.legendProps} />
        <Line type="monotone" dataKey="current" name={currentName} stroke={chart.primary} strokeWidth={2} dot={false} isAnimationActive={false} />
        {/* dashed as well as neutral: the two lines differ by more than colour */}
        <Line
          type="monotone"
          dataKey="previous"
          name={previousName}
          stroke={chart.neutral}
          strokeWidth={2}
          strokeDasharray="6 4"
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
