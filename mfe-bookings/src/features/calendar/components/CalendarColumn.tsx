import { useFormat, type Booking } from '@frontdesk/shared';
import { theme } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';
import type { CalendarColumn as Column, CalendarView } from '../utils/columns';
import { HOUR_HEIGHT, PX_PER_MINUTE, SNAP_MINUTES, type MinuteSpan } from '../utils/drag';
import { longDay, wallClock } from '../utils/labels';
import { inMemberLanes, offHours, placed } from '../utils/layout';
import type { BlockDrop } from '../utils/moves';
import type { MoveRefusal } from '../hooks/useMoveBooking';
import { clockChangesOn } from '../utils/zonedTime';
import { BookingBlock } from './BookingBlock';
import { EmptyCells } from './EmptyCells';
import { NowLine } from './NowLine';

type Props = {
  view: CalendarView;
  column: Column;
  index: number;
  count: number;
  axis: MinuteSpan;
  zone: string;
  isToday: boolean;
  busy: boolean;
  hintId: string;
  /** where a drag of a booking would put it, in words */
  landing: (booking: Booking, drop: BlockDrop) => string;
  /** the last move refused, said at its booking's block */
  refusal: MoveRefusal | null;
  onDismiss: () => void;
  onBook: (minutes: number) => void;
  onDrop: (booking: Booking, span: MinuteSpan, drop: BlockDrop) => void;
};

/**
 * One staff member's day, or one day of the week: hour and quarter-hour lines, the time off work
 * shaded, a button per empty quarter hour, the bookings over them and, today, the present moment.
 */
export function CalendarColumn({ view, column, index, count, axis, zone, isToday, busy, hintId, landing, refusal, onDismiss, onBook, onDrop }: Props) {
  const { t } = useTranslation('bookings');
  const { locale } = useFormat();
  const { token } = theme.useToken();
  const day = longDay(column.day, locale);
  const name = column.member?.name ?? '';
  const labelOf = (minutes: number) => {
    const time = wallClock(minutes, locale);
    if (view === 'day') return t('calendar.cell.withStaff', { name, time });
    return name ? t('calendar.cell.onDayWithStaff', { name, day, time }) : t('calendar.cell.onDay', { day, time });
  };
  const withZone = clockChangesOn(column.day, zone);

  return (
    <div
      role="group"
      aria-label={view === 'day' ? name : day}
      data-calendar-column
      style={{
        position: 'relative',
        borderInlineStart: `1px solid ${token.colorBorderSecondary}`,
        backgroundImage: `linear-gradient(${token.colorBorder} 1px, transparent 1px), linear-gradient(${token.colorSplit} 1px, transparent 1px)`,
        backgroundSize: `100% ${HOUR_HEIGHT}px, 100% ${SNAP_MINUTES * PX_PER_MINUTE}px`,
      }}
    >
      {offHours(column.working, axis).map((span) => (
        <div
          key={span.start}
          aria-hidden
          style={{
            position: 'absolute',
            insetInline: 0,
            insetBlockStart: (span.start - axis.start) * PX_PER_MINUTE,
            blockSize: (span.end - span.start) * PX_PER_MINUTE,
            background: token.colorFillSecondary,
          }}
        />
      ))}
      <EmptyCells axis={axis} labelOf={labelOf} onBook={onBook} />
      {inMemberLanes(placed(column.bookings, column.day, zone), column.lanes).map((booking) => (
        <BookingBlock
          key={booking.booking.id}
          placed={booking}
          axis={axis}
          zone={zone}
          withZone={withZone}
          column={index}
          columns={count}
          showStaff={view === 'week' && !column.member}
          inLane={column.lanes.length > 1}
          enabled={!busy}
          hintId={hintId}
          landing={(drop) => landing(booking.booking, drop)}
          refusal={refusal?.bookingId === booking.booking.id ? refusal : null}
          onDismiss={onDismiss}
          onDrop={(drop) => onDrop(booking.booking, booking, drop)}
        />
      ))}
      {isToday && <NowLine day={column.day} axis={axis} zone={zone} />}
    </div>
  );
}
