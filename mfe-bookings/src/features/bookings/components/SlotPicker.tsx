import { useFormat, zoneName, type Slot } from '@frontdesk/shared';
import { Flex, Typography } from '@frontdesk/shared/antd';
import { Radio } from '@frontdesk/shared/antd-pages';
import { useTranslation } from 'react-i18next';
import { slotTimes } from '../../../common/slotTimes';

type Props = {
  /** the day's free starts, in order */
  slots: readonly Slot[];
  /** the business's zone: every time is on its clock */
  timeZone: string;
  /** the start chosen (an instant), if any */
  value?: string | null;
  onChange: (slot: Slot) => void;
  /** the group's accessible name */
  label: string;
  id?: string;
};

/**
 * The free times of a day as buttons to choose one from (arrow keys move between them), on the
 * business's clock with the zone named. On the autumn day whose hour comes twice, each time carries
 * its zone's short name ("1:30 AM EDT", "1:30 AM EST") so the two are told apart.
 */
export function SlotPicker({ slots, timeZone, value, onChange, label, id }: Props) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const times = slotTimes(slots, timeZone, format.clock);
  // the value is matched as an instant: the same moment may be written differently
  const chosen = value ? slots.find((slot) => Date.parse(slot.startsAt) === Date.parse(value))?.startsAt : undefined;

  return (
    <Flex vertical gap="small">
      <Typography.Text type="secondary">{t('bookings.slots.zone', { zone: zoneName(timeZone, format.locale) })}</Typography.Text>
      {slots.length === 0 ? (
        <Typography.Text role="status">{t('bookings.slots.none')}</Typography.Text>
      ) : (
        <Radio.Group
          id={id}
          aria-label={label}
          optionType="button"
          value={chosen ?? null}
          onChange={(event) => {
            const slot = slots.find((s) => s.startsAt === event.target.value);
            if (slot) onChange(slot);
          }}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
          options={slots.map((slot, i) => ({ value: slot.startsAt, label: times[i] }))}
        />
      )}
    </Flex>
  );
}
