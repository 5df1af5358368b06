import { useFormat } from '@frontdesk/shared';
import { theme } from '@frontdesk/shared/antd';
import type { CSSProperties } from 'react';
import { PX_PER_MINUTE, type MinuteSpan } from '../utils/drag';
import { wallClock } from '../utils/labels';

/**
 * The hours down the grid's side, each at its line. Hidden from assistive technology: every cell
 * and booking says its own time.
 */
export function TimeAxis({ axis, style }: { axis: MinuteSpan; style: CSSProperties }) {
  const { locale } = useFormat();
  const { token } = theme.useToken();
  const hours = Array.from({ length: (axis.end - axis.start) / 60 }, (_, index) => axis.start + index * 60);
  return (
    <div aria-hidden style={{ ...style, position: 'sticky', blockSize: '100%' }}>
      {hours.map((minutes, index) => (
        <span
          key={minutes}
          style={{
            position: 'absolute',
            insetBlockStart: (minutes - axis.start) * PX_PER_MINUTE,
            insetInlineEnd: token.paddingXS,
            // a label sits on its hour's line; the first stays inside the grid
            transform: index === 0 ? undefined : 'translateY(-50%)',
            fontSize: token.fontSizeSM,
            color: token.colorTextSecondary,
            whiteSpace: 'nowrap',
          }}
        >
          {wallClock(minutes, locale)}
        </span>
      ))}
    </div>
  );
}
