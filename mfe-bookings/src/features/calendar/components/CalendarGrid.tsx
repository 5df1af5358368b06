import { buildPath, useFormat, type Booking } from '@frontdesk/shared';
import { theme } from '@frontdesk/shared/antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { axisOfColumns, type CalendarColumn as Column, type CalendarView } from '../utils/columns';
import { HOUR_HEIGHT, type MinuteSpan } from '../utils/drag';
import type { MoveRefusal } from '../hooks/useMoveBooking';
import { longDay, wallClock } from '../utils/labels';
import { isInside, moveOf, type BlockDrop, type BookingMove } from '../utils/moves';
import { instantAt } from '../utils/zonedTime';
import { CalendarColumn } from './CalendarColumn';
import { ColumnHeader } from './ColumnHeader';
import { TimeAxis } from './TimeAxis';

const AXIS_WIDTH = 72;
const NARROW_AXIS_WIDTH = 56;
/** the week of everyone: a member's lane in a day is at least this wide (a customer's name stays readable) */
const LANE_WIDTH = 72;

type Props = {
  view: CalendarView;
  columns: Column[];
  /** a phone: a narrower hour axis, and a week's seven days fit the screen instead of scrolling sideways */
  narrow: boolean;
  zone: string;
  today: string;
  /** a move is on its way: blocks stay where they are */
  busy: boolean;
  /** other days' bookings are loading: the grid is faded and still */
  loading: boolean;
  /** the last move refused, said at its booking's block */
  refusal: MoveRefusal | null;
  onDismiss: () => void;
  onMove: (move: BookingMove) => void;
  onOpenDay: (day: string) => void;
};

/**
 * The grid: the columns' headings along the top, the hours down the inline-start side (both stay in
 * view while it scrolls), and a column of quarter hours for each staff member or day.
 */
export function CalendarGrid({ view, columns, narrow, zone, today, busy, loading, refusal, onDismiss, onMove, onOpenDay }: Props) {
  const { t } = useTranslation('bookings');
  const { locale } = useFormat();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const hintId = useId();
  const axis = axisOfColumns(columns, zone);

  const book = (column: Column, minutes: number) => {
    const query = new URLSearchParams({ ...(column.member ? { staff: column.member.id } : {}), start: instantAt(column.day, minutes, zone) });
    void navigate(`${buildPath('bookingNew')}?${query}`);
  };
  const drop = (booking: Booking, span: MinuteSpan, from: number, where: BlockDrop) => {
    const move = moveOf(booking, span, columns[from]!, columns[where.column]!, where, zone);
    if (move) onMove(move);
  };
  // while dragging: the time it would take, the column's member or day when it changes, and whether that is outside the hours
  const landing = (from: number, booking: Booking, where: BlockDrop) => {
    const to = columns[where.column]!;
    const staffId = to.member?.id ?? booking.staffId;
    return [
      `${wallClock(where.start, locale)} – ${wallClock(where.end, locale)}`,
      where.column === from ? '' : (to.member?.id !== booking.staffId && to.member?.name) || longDay(to.day, locale),
      isInside(where, to.hoursOf[staffId] ?? []) ? '' : t('calendar.drag.outside'),
    ]
      .filter(Boolean)
      .join(' · ');
  };
  const sticky = { position: 'sticky', background: token.colorBgContainer } as const;
  // a column's least width: a week's day holds a lane per member (it scrolls sideways, on a phone too)
  const lanes = columns[0]?.lanes.length ?? 0;
  const least = lanes > 1 ? Math.max(120, lanes * LANE_WIDTH) : narrow ? 0 : view === 'day' ? 160 : 120;

  return (
    <div
      aria-busy={loading}
      style={{
        opacity: loading ? 0.6 : 1,
        overflow: 'auto',
        maxBlockSize: 'max(420px, calc(100vh - 240px))',
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
      }}
    >
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: `${narrow ? NARROW_AXIS_WIDTH : AXIS_WIDTH}px repeat(${columns.length}, minmax(${least}px, 1fr))`,
          gridTemplateRows: `auto ${((axis.end - axis.start) / 60) * HOUR_HEIGHT}px`,
        }}
      >
        <div style={{ ...sticky, insetBlockStart: 0, insetInlineStart: 0, zIndex: 7, borderBlockEnd: `1px solid ${token.colorBorderSecondary}` }} />
        {columns.map((column) => (
          <ColumnHeader key={column.key} view={view} column={column} today={today} onOpenDay={onOpenDay} style={{ ...sticky, insetBlockStart: 0, zIndex: 6 }} />
        ))}
        <TimeAxis axis={axis} style={{ ...sticky, insetInlineStart: 0, zIndex: 5 }} />
        {columns.map((column, index) => (
          <CalendarColumn
            key={column.key}
            view={view}
            column={column}
            index={index}
            count={columns.length}
            axis={axis}
            zone={zone}
            isToday={column.day === today}
            busy={busy || loading}
            hintId={hintId}
            landing={(booking, where) => landing(index, booking, where)}
            refusal={refusal}
            onDismiss={onDismiss}
            onBook={(minutes) => book(column, minutes)}
            onDrop={(booking, span, where) => drop(booking, span, index, where)}
          />
        ))}
      </div>
      <p id={hintId} hidden>
        {t('calendar.block.keys')}
      </p>
    </div>
  );
}
