import { buildPath, useQuery } from '@frontdesk/shared';
import { Flex } from '@frontdesk/shared/antd';
import { PlusOutlined } from '@frontdesk/shared/icons';
import { EmptyState, QueryState } from '@frontdesk/shared/ui';
import { LinkButton, PageTitle } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { staffQuery } from '../../../common/api';
import { CalendarBoard } from './CalendarBoard';

/**
 * /app/calendar (issue 11): the receptionist's calendar. The day view has a column per staff
 * member, the week view a column per day; a booking opens, moves and resizes on the grid, and an
 * empty time starts a new booking there. The team's answer names the business's zone, so the days
 * and hours shown are the business's wherever the desk is.
 */
export function CalendarPage() {
  const { t } = useTranslation(['bookings', 'routes']);
  const team = useQuery(staffQuery());
  return (
    <Flex vertical gap="small">
      <PageTitle
        routeId="calendar"
        extra={
          <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={buildPath('bookingNew')}>
            {t('routes:bookingNew')}
          </LinkButton>
        }
      />
      <QueryState
        query={team}
        loading={t('calendar.loadingTeam')}
        failed={t('calendar.teamFailed')}
        isEmpty={(list) => list.items.every((member) => member.archived)}
        empty={
          <EmptyState
            title={t('calendar.noStaff.title')}
            text={t('calendar.noStaff.text')}
            action={<LinkButton to={buildPath('staff')}>{t('calendar.noStaff.action')}</LinkButton>}
          />
        }
      >
        {(list) => <CalendarBoard team={list} />}
      </QueryState>
    </Flex>
  );
}
