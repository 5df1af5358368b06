import { useSettings } from '@frontdesk/shared';
import { Button, Flex, Select } from '@frontdesk/shared/antd';
import { LeftOutlined, RightOutlined } from '@frontdesk/shared/icons';
import { useTranslation } from 'react-i18next';
import type { CalendarColumn } from '../utils/columns';

type Props = {
  /** the day's columns, one per team member */
  columns: readonly CalendarColumn[];
  /** the column shown */
  shown: string;
  onShow: (key: string) => void;
};

/**
 * On a phone the day view shows one team member's column at a time (issue 33 §2): whose day, with
 * how many bookings each has, picked from a list or stepped through with the buttons either side.
 */
export function MemberStepper({ columns, shown, onShow }: Props) {
  const { t } = useTranslation('bookings');
  const rtl = useSettings().direction === 'rtl';
  const index = Math.max(
    0,
    columns.findIndex((column) => column.key === shown),
  );
  const step = (by: number) => onShow(columns[(index + by + columns.length) % columns.length]!.key);
  return (
    <Flex gap={4} align="center">
      <Button
        aria-label={t('calendar.previousMember')}
        title={t('calendar.previousMember')}
        icon={rtl ? <RightOutlined aria-hidden /> : <LeftOutlined aria-hidden />}
        onClick={() => step(-1)}
      />
      <Select
        aria-label={t('calendar.whose')}
        value={columns[index]?.key}
        onChange={onShow}
        options={columns.map((column) => ({
          value: column.key,
          label: t('calendar.whoseOption', { name: column.member?.name ?? '', count: column.bookings.length }),
        }))}
        style={{ flex: 1, minInlineSize: 0 }}
      />
      <Button
        aria-label={t('calendar.nextMember')}
        title={t('calendar.nextMember')}
        icon={rtl ? <LeftOutlined aria-hidden /> : <RightOutlined aria-hidden />}
        onClick={() => step(1)}
      />
    </Flex>
  );
}
