import { useFormat, type Shift } from '@frontdesk/shared';
import { Flex, Typography } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';
import { hoursRuns } from '../utils/hours';
import { weekdayName } from '../utils/weekdays';

/** A week's hours in a line per run of days: "Mon–Fri 09:00–17:00", "Sat 09:00–12:00, 13:00–17:00". */
export function HoursSummary({ hours }: { hours: Shift[] }) {
  const { t } = useTranslation('bookings');
  const { locale } = useFormat();
  const runs = hoursRuns(hours);
  if (runs.length === 0) return <Typography.Text type="secondary">{t('team.staff.noHours')}</Typography.Text>;
  const day = (weekday: number) => weekdayName(weekday, locale, 'short');
  return (
    <Flex vertical>
      {runs.map((run) => (
        <span key={run.first}>
          {run.first === run.last ? day(run.first) : `${day(run.first)}–${day(run.last)}`} {run.intervals.join(', ')}
        </span>
      ))}
    </Flex>
  );
}
