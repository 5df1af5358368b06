import { useApiMutation, useFormat, useQuery, type Slot, type WaitlistEntry } from '@frontdesk/shared';
import { Button, Flex, Typography } from '@frontdesk/shared/antd';
import { QueryState } from '@frontdesk/shared/ui';
import { ErrorAlert } from '@frontdesk/shared/ui-pages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offerWaitlistTime, slotsQuery } from '../api';
import { SlotPicker } from './SlotPicker';

type Props = { entry: WaitlistEntry; timeZone: string; onDone: () => void };

/**
 * The desk offers one customer waiting a free time of their day (for their service, with their
 * staff member or anyone): the day's free times to choose from, then the offer, held for them and
 * mailed as the waitlist's own offers are. A time taken meanwhile is said, and the times read again.
 */
export function WaitlistOfferTime({ entry, timeZone, onDone }: Props) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const [chosen, setChosen] = useState<Slot | null>(null);
  const slots = useQuery(slotsQuery({ day: entry.day, serviceIds: entry.serviceId, ...(entry.staffId ? { staffId: entry.staffId } : {}) }));
  const offer = useApiMutation({
    mutationFn: (slot: Slot) => offerWaitlistTime(entry.id, { startsAt: slot.startsAt }),
    invalidates: [['bookings']],
    successMessage: (_, slot) => t('bookings.waitlist.offer.sent', { name: entry.contactName, time: format.clock(slot.startsAt, timeZone) }),
    onSuccess: onDone,
    failureToast: false,
  });
  return (
    <Flex vertical gap="small" role="group" aria-label={t('bookings.waitlist.offer.label', { name: entry.contactName })}>
      <QueryState query={slots} size="section" loading={t('bookings.waitlist.offer.loading')} failed={t('bookings.waitlist.offer.failed')}>
        {(list) => (
          <SlotPicker
            slots={list.slots}
            timeZone={timeZone}
            value={chosen?.startsAt ?? null}
            onChange={setChosen}
            label={t('bookings.waitlist.offer.times', { day: format.day(entry.day) })}
          />
        )}
      </QueryState>
      <ErrorAlert error={offer.error} />
      <Typography.Text type="secondary">{t('bookings.waitlist.offer.help')}</Typography.Text>
      <Flex gap="small" wrap>
        <Button type="primary" disabled={!chosen} loading={offer.busy} onClick={() => chosen && offer.mutate(chosen)}>
          {chosen ? t('bookings.waitlist.offer.send', { time: format.clock(chosen.startsAt, timeZone) }) : t('bookings.waitlist.offer.choose')}
        </Button>
        <Button onClick={onDone} disabled={offer.busy}>
          {t('bookings.waitlist.offer.cancel')}
        </Button>
      </Flex>
    </Flex>
  );
}
