import type { BookingStatus } from '@frontdesk/shared';
import { Tag } from '@frontdesk/shared/antd-more';
import { useTranslation } from 'react-i18next';

/**
 * A booking's status as a word in a tag. The tag keeps the theme's own text colour: antd's green and
 * cyan tags fall short of 4.5:1 (axe, e2e accessibility spec), and the word says it all.
 */
export function BookingStatusTag({ status }: { status: BookingStatus }) {
  const { t } = useTranslation(['bookings', 'common']);
  return <Tag style={{ marginInlineEnd: 0 }}>{t(`common:bookingStatus.${status}`)}</Tag>;
}
