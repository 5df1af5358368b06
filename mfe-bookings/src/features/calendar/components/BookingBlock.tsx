import { buildPath, useFormat, useSettings } from '@frontdesk/shared';
import { Alert, theme } from '@frontdesk/shared/antd';
import { useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useNavigate } from 'react-router-dom';
import { useBlockDrag } from '../hooks/useBlockDrag';
import { PX_PER_MINUTE, SNAP_MINUTES, nudgedEnd, nudgedStart, type MinuteSpan } from '../utils/drag';
import type { PlacedBooking } from '../utils/layout';
import { wallClock } from '../utils/labels';
import type { BlockDrop } from '../utils/moves';
import type { MoveRefusal } from '../hooks/useMoveBooking';

const MIN_HEIGHT = SNAP_MINUTES * PX_PER_MINUTE;
const KEYS = 'Alt+ArrowUp Alt+ArrowDown Alt+Shift+ArrowUp Alt+Shift+ArrowDown';
const truncated: CSSProperties = { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' };
// a lane of the week of everyone is narrow: its lines wrap where a name would be cut to a letter or two
const wrapped: CSSProperties = { overflow: 'hidden', overflowWrap: 'break-word' };
/** a block this short has room for one line: who it is for comes first */
const SHORT_MINUTES = 30;

type Props = {
  placed: PlacedBooking;
  /** the hours the grid shows */
  axis: MinuteSpan;
  zone: string;
  /** the day's clock changes: its times name their zone (1:30 AM EDT, 1:30 AM EST) */
  withZone: boolean;
  column: number;
  columns: number;
  /** the week of every member: the block says whose booking it is */
  showStaff: boolean;
  /** it is drawn in its member's narrow lane: its lines wrap */
  inLane: boolean;
  /** no move is on its way */
  enabled: boolean;
  /** the element that tells the keyboard's moves */
  hintId: string;
  /** where a drag would put it, in words ("8:00 AM – 8:45 AM · Ben Cole · outside working hours") */
  landing: (drop: BlockDrop) => string;
  /** its last move was refused: said here, where it went back to */
  refusal: MoveRefusal | null;
  onDismiss: () => void;
  onDrop: (drop: BlockDrop) => void;
};

/**
 * A booking on the grid, from its start to its end on the business's wall clock, in its staff
 * member's colour, its buffers as hatched bands before and after. A link to the booking; one still
 * to come can be dragged (its bottom edge resizes it) or moved with Alt+Arrow keys.
 */
export function BookingBlock({
  placed,
  axis,
  zone,
  withZone,
  column,
  columns,
  showStaff,
  inLane,
  enabled,
  hintId,
  landing,
  refusal,
  onDismiss,
  onDrop,
}: Props) {
  const { t } = useTranslation(['bookings', 'common']);
  const format = useFormat();
  const { token } = theme.useToken();
  const { direction } = useSettings();
  const navigate = useNavigate();
  const { booking, lane, lanes } = placed;
  const to = buildPath('booking', { bookingId: booking.id });
  const href = useHref(to);
  const [focused, setFocused] = useState(false);
  // the API says whether its time may still change
  const movable = booking.movable && enabled;
  const span = { start: placed.start, end: placed.end };
  const drag = useBlockDrag({ span, bounds: axis, column, columns, direction, enabled: movable, onDrop });
  const shown = drag.preview ?? span;
  const color = booking.staffColor;

  // while dragged, the time it would take
  const time = drag.preview
    ? `${wallClock(drag.preview.start, format.locale)} – ${wallClock(drag.preview.end, format.locale)}`
    : `${format.clock(booking.startsAt, zone)} – ${format.clock(booking.endsAt, zone, { withZone })}`;
  const short = shown.end - shown.start < SHORT_MINUTES;
  const name = booking.contactName || t('calendar.block.noContact');
  const who = booking.assetName ? `${name} · ${booking.assetName}` : name;
  const services = booking.services.map((service) => service.name).join(', ');
  const status = t(`common:bookingStatus.${booking.status}`);
  // a deposit still held for it: the desk sees it before deciding on a late cancel or a no-show
  const deposit = booking.depositHeldMinor > 0 ? t('calendar.block.deposit') : '';
  const details = [services, showStaff ? booking.staffName : '', status, deposit].filter(Boolean).join(' · ');
  // a short block shows all of it while it has focus (and says it on hover)
  const open = short && focused;
  const line = inLane && !short ? wrapped : truncated;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && drag.preview) return drag.cancel();
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') || !movable) return;
    event.preventDefault();
    const steps = event.key === 'ArrowUp' ? -1 : 1;
    if (event.shiftKey) return onDrop({ start: span.start, end: nudgedEnd(span, steps, axis), column });
    const start = nudgedStart(span, steps, axis);
    onDrop({ start, end: start + span.end - span.start, column });
  };
  const onClick = (event: MouseEvent) => {
    // the end of a drag opens nothing; a click with a modifier opens a tab as a link does
    if (drag.endedDrag()) return event.preventDefault();
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to);
  };

  const band = (minutes: number): CSSProperties => ({
    position: 'absolute',
    insetInline: 0,
    blockSize: minutes * PX_PER_MINUTE,
    background: `repeating-linear-gradient(135deg, ${color}40 0 4px, transparent 4px 8px)`,
    borderRadius: token.borderRadiusSM,
    pointerEvents: 'none',
  });
  const before = placed.start - placed.blockedFrom;
  const after = placed.blockedUntil - placed.end;

  return (
    <div
      style={{
        position: 'absolute',
        insetBlockStart: (shown.start - axis.start) * PX_PER_MINUTE,
        blockSize: Math.max((shown.end - shown.start) * PX_PER_MINUTE, MIN_HEIGHT),
        insetInlineStart: `calc(${(lane / lanes) * 100}% + 2px)`,
        inlineSize: `calc(${100 / lanes}% - 4px)`,
        transform: drag.preview ? `translateX(${drag.preview.shiftPx}px)` : undefined,
        zIndex: drag.preview || refusal || open ? 6 : 3,
      }}
    >
      {before > 0 && <div aria-hidden style={{ ...band(before), insetBlockEnd: '100%' }} />}
      <a
        href={href}
        draggable={false}
        data-booking-id={booking.id}
        // its name is what it shows (time, who, services, staff, status): no label of its own to
        // drift from the visible text (axe: label-content-name-mismatch)
        aria-describedby={booking.movable ? hintId : undefined}
        aria-keyshortcuts={booking.movable ? KEYS : undefined}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        title={`${time}\n${who}\n${details}`}
        {...drag.block}
        onContextMenu={(event) => {
          // a finger held on it lifts it, not the link's menu
          if (movable) event.preventDefault();
        }}
        style={{
          position: 'absolute',
          inset: 0,
          ...(open ? { insetBlockEnd: 'auto', minBlockSize: '100%', zIndex: 7 } : {}),
          overflow: 'hidden',
          paddingBlock: 2,
          paddingInline: token.paddingXS,
          background: `color-mix(in srgb, ${color} 18%, ${token.colorBgContainer})`,
          borderInlineStart: `3px solid ${color}`,
          borderRadius: token.borderRadiusSM,
          outline: booking.status === 'requested' ? `1px dashed ${color}` : undefined,
          outlineOffset: -1,
          boxShadow: focused ? `0 0 0 2px ${token.colorPrimaryBorder}` : drag.preview ? token.boxShadowSecondary : undefined,
          color: token.colorText,
          opacity: booking.status === 'completed' ? 0.7 : 1,
          fontSize: token.fontSizeSM,
          lineHeight: 1.35,
          textDecoration: 'none',
          cursor: movable ? (drag.preview ? 'grabbing' : 'grab') : 'pointer',
          // a swipe scrolls the grid; a long press lifts the block (useBlockDrag)
          WebkitTouchCallout: 'none',
          userSelect: 'none',
        }}
      >
        {/* a range of digits reads left to right in rtl too; each line takes the direction of its
            words (a Latin name in an rtl page is cut at its end, not its start) */}
        {short && !open ? (
          <div dir="auto" style={{ ...line, lineHeight: `${MIN_HEIGHT - 4}px` }}>
            <span style={{ fontWeight: 600 }}>{who}</span> <bdi>{time}</bdi>
            <span style={{ color: token.colorTextSecondary }}> {details}</span>
          </div>
        ) : (
          <>
            <div dir="auto" style={{ ...line, fontWeight: 600 }}>
              <bdi>{time}</bdi>
            </div>
            <div dir="auto" style={line}>
              {who}
            </div>
            <div dir="auto" style={{ ...line, color: token.colorTextSecondary }}>
              {details}
            </div>
          </>
        )}
        {movable && <span aria-hidden {...drag.edge} style={{ position: 'absolute', insetInline: 0, insetBlockEnd: 0, blockSize: 6, cursor: 'ns-resize' }} />}
      </a>
      {after > 0 && <div aria-hidden style={{ ...band(after), insetBlockStart: '100%' }} />}
      {drag.preview && (
        // where it would land, above it, as it moves
        <div
          aria-hidden
          style={{
            position: 'absolute',
            insetBlockEnd: 'calc(100% + 2px)',
            insetInlineStart: 0,
            zIndex: 8,
            paddingInline: token.paddingXS,
            borderRadius: token.borderRadiusSM,
            background: token.colorBgSpotlight,
            color: token.colorTextLightSolid,
            fontSize: token.fontSizeSM,
            whiteSpace: 'nowrap',
            pointerEvents: 'none',
          }}
        >
          <bdi>{landing(drag.preview)}</bdi>
        </div>
      )}
      {refusal && (
        // said at the block it is about, over the grid: nothing moves under the pointer
        <Alert
          type="error"
          role="alert"
          showIcon
          title={refusal.title}
          description={refusal.reason}
          closable={{ onClose: onDismiss }}
          style={{
            position: 'absolute',
            insetBlockStart: 'calc(100% + 4px)',
            insetInlineStart: 0,
            zIndex: 9,
            inlineSize: 'max(100%, 260px)',
            boxShadow: token.boxShadowSecondary,
          }}
        />
      )}
    </div>
  );
}
