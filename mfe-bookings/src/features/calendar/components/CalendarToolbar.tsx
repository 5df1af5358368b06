import { useFormat, useSettings, type StaffMember } from '@frontdesk/shared';
import { Button, Flex, Input, Select, Spin, Typography, theme } from '@frontdesk/shared/antd';
import { Segmented } from '@frontdesk/shared/antd-pages';
import { LeftOutlined, RightOutlined } from '@frontdesk/shared/icons';
import { useTranslation } from 'react-i18next';
import type { useCalendarAddress } from '../hooks/useCalendarAddress';
import { CALENDAR_VIEWS, type CalendarView } from '../utils/columns';

type Props = {
  address: ReturnType<typeof useCalendarAddress>;
  team: readonly StaffMember[];
  /** the bookings drawn, once loaded */
  count: number | null;
  /** the next days' bookings are on their way */
  loading: boolean;
};

/**
 * What the calendar shows: today, the day or week before and after, a day picked, the view, the
 * day or week in words and, in the week view, whose bookings.
 */
export function CalendarToolbar({ address, team, count, loading }: Props) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const rtl = useSettings().direction === 'rtl';
  const { token } = theme.useToken();
  const { view, day, range } = address;
  const title = view === 'day' ? format.day(day, 'full') : format.dayRange(range.from, range.to);
  const [previous, next] = view === 'day' ? [t('calendar.previousDay'), t('calendar.nextDay')] : [t('calendar.previousWeek'), t('calendar.nextWeek')];
  const members = team.filter((member) => !member.archived);

  return (
    <Flex align="center" justify="space-between" gap="small" wrap>
      <Flex align="center" gap="small" wrap>
        <Button onClick={() => address.goTo(address.today)} disabled={day === address.today}>
          {t('calendar.today')}
        </Button>
        <Flex gap={4}>
          <Button aria-label={previous} title={previous} icon={rtl ? <RightOutlined aria-hidden /> : <LeftOutlined aria-hidden />} onClick={address.previous} />
          <Button aria-label={next} title={next} icon={rtl ? <LeftOutlined aria-hidden /> : <RightOutlined aria-hidden />} onClick={address.next} />
        </Flex>
        <Typography.Title level={2} aria-live="polite" style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>
          {title}
        </Typography.Title>
        {count !== null && <Typography.Text type="secondary">{t('calendar.count', { count })}</Typography.Text>}
        {loading && <Spin size="small" aria-label={t('calendar.refreshing')} />}
      </Flex>
      <Flex align="center" gap="small" wrap>
        <Input
          type="date"
          aria-label={t('calendar.goTo')}
          value={day}
          onChange={(event) => event.target.value && address.goTo(event.target.value)}
          style={{ inlineSize: 'auto' }}
        />
        {view === 'week' && (
          <Select
            aria-label={t('calendar.staff')}
            value={address.staffId ?? ''}
            onChange={(staffId: string) => address.setStaffId(staffId || null)}
            options={[{ value: '', label: t('calendar.allStaff') }, ...members.map((member) => ({ value: member.id, label: member.name }))]}
            style={{ minInlineSize: 180 }}
          />
        )}
        <Segmented<CalendarView>
          aria-label={t('calendar.view')}
          value={view}
          onChange={address.setView}
          options={CALENDAR_VIEWS.map((value) => ({ value, label: t(`calendar.views.${value}`) }))}
        />
      </Flex>
    </Flex>
  );
}
