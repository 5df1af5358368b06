import { useFormat } from '@frontdesk/shared';
import { Flex, Typography } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS, weekdayName } from '../utils/weekdays';
import { DayHours } from './DayHours';

/** A member's weekly hours, Monday to Sunday, on the business's wall clock (`timeZone`, once known). */
export function HoursField({ timeZone }: { timeZone: string | null }) {
  const { t } = useTranslation('bookings');
  const { locale } = useFormat();
  const heading = useId();
  return (
    <Flex vertical role="group" aria-labelledby={heading} style={{ marginBlockEnd: 24 }}>
      <Typography.Text strong id={heading}>
        {t('team.form.hours')}
      </Typography.Text>
      <Typography.Paragraph type="secondary">{timeZone ? t('team.form.hoursZone', { zone: timeZone }) : t('team.form.hoursHelp')}</Typography.Paragraph>
      <Form.List name="days">{() => WEEKDAYS.map((weekday, index) => <DayHours key={weekday} index={index} day={weekdayName(weekday, locale)} />)}</Form.List>
    </Flex>
  );
}
