import { useFormat } from '@frontdesk/shared';
import { theme } from '@frontdesk/shared/antd';
import { useRef, useState, type KeyboardEvent } from 'react';
import { PX_PER_MINUTE, SNAP_MINUTES, type MinuteSpan } from '../utils/drag';
import { wallClock } from '../utils/labels';

const CELL_HEIGHT = SNAP_MINUTES * PX_PER_MINUTE;
/** the keys that move between a column's cells: by a quarter, by an hour, to either end */
const STEPS: Record<string, (index: number, last: number) => number> = {
  ArrowUp: (index) => index - 1,
  ArrowDown: (index) => index + 1,
  PageUp: (index) => index - 4,
  PageDown: (index) => index + 4,
  Home: () => 0,
  End: (_, last) => last,
};

type Props = { axis: MinuteSpan; labelOf: (minutes: number) => string; onBook: (minutes: number) => void };

/**
 * A column's quarter hours, each a button that starts a booking there (under the bookings drawn
 * over them). One of them is in the tab order; the arrow keys move between them, Enter books.
 */
export function EmptyCells({ axis, labelOf, onBook }: Props) {
  const { locale } = useFormat();
  const { token } = theme.useToken();
  const [active, setActive] = useState(0);
  const [lit, setLit] = useState<number | null>(null);
  const cells = useRef<(HTMLButtonElement | null)[]>([]);
  const starts = Array.from({ length: (axis.end - axis.start) / SNAP_MINUTES }, (_, index) => axis.start + index * SNAP_MINUTES);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = STEPS[event.key];
    if (!step || event.altKey) return;
    event.preventDefault();
    const next = Math.min(Math.max(step(index, starts.length - 1), 0), starts.length - 1);
    setActive(next);
    cells.current[next]?.focus();
  };

  return starts.map((minutes, index) => (
    <button
      key={minutes}
      ref={(cell) => {
        cells.current[index] = cell;
      }}
      type="button"
      tabIndex={index === active ? 0 : -1}
      aria-label={labelOf(minutes)}
      onClick={() => onBook(minutes)}
      onKeyDown={(event) => onKeyDown(event, index)}
      onFocus={() => {
        setActive(index);
        setLit(index);
      }}
      onBlur={() => setLit(null)}
      onPointerEnter={() => setLit(index)}
      onPointerLeave={() => setLit((current) => (current === index ? null : current))}
      style={{
        position: 'absolute',
        insetInlineStart: 0,
        insetBlockStart: (minutes - axis.start) * PX_PER_MINUTE,
        inlineSize: '100%',
        blockSize: CELL_HEIGHT,
        boxSizing: 'border-box',
        margin: 0,
        border: 0,
        paddingBlock: 0,
        paddingInline: token.paddingXS,
        background: lit === index ? token.colorPrimaryBg : 'transparent',
        color: token.colorPrimaryText,
        font: 'inherit',
        fontSize: token.fontSizeSM,
        lineHeight: `${CELL_HEIGHT}px`,
        textAlign: 'start',
        cursor: 'pointer',
      }}
    >
      {lit === index ? <span aria-hidden>+ {wallClock(minutes, locale)}</span> : null}
    </button>
  ));
}
