import { mediaQueries, useMediaQuery, useQuery, type StaffList } from '@frontdesk/shared';
import { Flex, Typography } from '@frontdesk/shared/antd';
import { QueryState } from '@frontdesk/shared/ui';
import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import { staffExceptionsQuery } from '../../../common/api';
import { calendarBookingsQuery } from '../api';
import { useCalendarAddress } from '../hooks/useCalendarAddress';
import { useMoveBooking } from '../hooks/useMoveBooking';
import { dayColumns, weekColumns, withMoving } from '../utils/columns';
import { CalendarGrid } from './CalendarGrid';
import { CalendarToolbar } from './CalendarToolbar';
import { MemberStepper } from './MemberStepper';
import { MoveBookingModal } from './MoveBookingModal';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The calendar of the team: what it shows (kept in the address), the bookings of those days drawn
 * in the business's zone (the list's `timeZone`), and their moves.
 */
export function CalendarBoard({ team }: { team: StaffList }) {
  const { t } = useTranslation('bookings');
  const address = useCalendarAddress(team);
  const bookings = useQuery(calendarBookingsQuery(address.range));
  // the days that differ (time off, extra hours) shade as the API's free slots count them
  const exceptionItems = useQuery(staffExceptionsQuery(address.range)).data?.items;
  const zone = bookings.data?.timeZone ?? team.timeZone;
  const moves = useMoveBooking(zone);
  const items = bookings.data?.items;
  // worked out again only when the bookings, the move under way or the address change (a week holds thousands)
  const allColumns = useMemo(() => {
    const shown = withMoving(items ?? [], moves.moving);
    const exceptions = exceptionItems ?? [];
    return address.view === 'day'
      ? dayColumns(address.day, team.items, shown, zone, exceptions)
      : weekColumns(address.day, team.items, address.staffId, shown, zone, exceptions);
  }, [items, moves.moving, exceptionItems, address.view, address.day, address.staffId, team.items, zone]);
  // a phone's day view: one team member's column at a time (the address's `staff`, else the first)
  const narrow = useMediaQuery(mediaQueries.narrow);
  const oneAtATime = narrow && address.view === 'day' && allColumns.length > 1;
  const shown = oneAtATime ? (allColumns.find((column) => column.key === address.staffId) ?? allColumns[0]!).key : null;
  const columns = shown ? allColumns.filter((column) => column.key === shown) : allColumns;
  const loaded = bookings.data !== undefined && !bookings.isPlaceholderData;

  return (
    <Flex vertical gap="small">
      <CalendarToolbar
        address={address}
        team={team.items}
        count={loaded ? allColumns.reduce((sum, column) => sum + column.bookings.length, 0) : null}
        loading={bookings.isPlaceholderData}
      />
      {shown && <MemberStepper columns={allColumns} shown={shown} onShow={address.setStaffId} />}
      {zone !== browserZone() && <Typography.Text type="secondary">{t('calendar.zoneNote', { zone: zone.replaceAll('_', ' ') })}</Typography.Text>}
      <QueryState query={bookings} size="section" loading={t('calendar.loading')} failed={t('calendar.failed')}>
        {() => (
          <CalendarGrid
            view={address.view}
            columns={columns}
            narrow={narrow}
            zone={zone}
            today={address.today}
            busy={moves.busy}
            loading={bookings.isPlaceholderData}
            refusal={moves.refused}
            onDismiss={moves.dismiss}
            onMove={moves.move}
            onOpenDay={address.openDay}
          />
        )}
      </QueryState>
      {moves.asked && <MoveBookingModal move={moves.asked} zone={zone} moves={moves} />}
    </Flex>
  );
}
