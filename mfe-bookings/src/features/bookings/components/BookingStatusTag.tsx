import type { BookingStatus } from '@frontdesk/shared';
import { Tag } from '@frontdesk/shared/antd-more';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '../utils/statuses';

/** A booking's status as a word in a tag (the colour only repeats it). */
export function BookingStatusTag({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('bookings');
  return (
    <Tag color={STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {t(`common.status.${status}`)}
    </Tag>
  );
}
