import { theme } from '@frontdesk/shared/antd';
import { useNow } from '../hooks/useNow';
import { PX_PER_MINUTE, type MinuteSpan } from '../utils/drag';
import { minutesInto } from '../utils/zonedTime';

/** The present moment across today's column, on the business's wall clock (nothing outside the hours shown). */
export function NowLine({ day, axis, zone }: { day: string; axis: MinuteSpan; zone: string }) {
  const { token } = theme.useToken();
  const minutes = minutesInto(day, new Date(useNow()).toISOString(), zone);
  if (minutes < axis.start || minutes >= axis.end) return null;
  return (
    <div
      aria-hidden
      style={{
        position: 'absolute',
        insetInline: 0,
        insetBlockStart: (minutes - axis.start) * PX_PER_MINUTE,
        borderBlockStart: `2px solid ${token.colorError}`,
        zIndex: 4,
        pointerEvents: 'none',
      }}
    />
  );
}
