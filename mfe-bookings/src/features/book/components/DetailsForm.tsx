import type { OnlineService, VisitorBooking, VisitorDetails } from '@frontdesk/shared';
import { PublicAlert, PublicButton, PublicField, PublicForm, useFieldRefusals, usePublicForm, usePublicMutation } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';
import { confirmHold } from '../api';
import { detailFields, toVisitorDetails, type DetailValues } from '../utils/details';
import { isHoldGone } from '../utils/failures';
import { AssetFields } from './AssetFields';

type Props = {
  hold: VisitorBooking;
  service: OnlineService;
  /** the held time is being let go: the form waits */
  releasing: boolean;
  onAnotherTime: () => void;
  onBooked: (booking: VisitorBooking, email: string) => void;
  /** the hold ran out before the visitor booked */
  onExpired: () => void;
};

/**
 * The visitor's details (and their asset's, when the service is for one), then "Book": the held
 * time is booked. A refused field is told under it; a hold that ran out sends the visitor back
 * to the day's times.
 */
export function DetailsForm({ hold, service, releasing, onAnotherTime, onBooked, onExpired }: Props) {
  const { t } = useTranslation('bookings');
  const form = usePublicForm<DetailValues>();
  const confirm = usePublicMutation({
    mutationFn: async (details: VisitorDetails) => {
      try {
        const booked = await confirmHold(hold.token, details);
        onBooked(booked, details.email);
        return booked;
      } catch (error) {
        if (isHoldGone(error)) onExpired();
        throw error;
      }
    },
  });
  const fields = detailFields(service.assetType);
  const refusal = useFieldRefusals(form, confirm, (field) => (fields.has(field) ? field : null));
  return (
    <>
      <PublicAlert>{refusal}</PublicAlert>
      <PublicForm<DetailValues> form={form} busy={confirm.busy || releasing} onSubmit={(values) => confirm.mutate(toVisitorDetails(values, service.assetType))} aria-label={t('book.details.title')}>
        <PublicField name="firstName" label={t('book.details.firstName')} required autoComplete="given-name" maxLength={60} />
        <PublicField name="lastName" label={t('book.details.lastName')} autoComplete="family-name" maxLength={60} />
        <PublicField name="email" label={t('book.details.email')} type="email" required autoComplete="email" maxLength={254} />
        <PublicField name="phone" label={t('book.details.phone')} type="tel" required autoComplete="tel" maxLength={32} />
        {service.assetType ? <AssetFields assetType={service.assetType} /> : null}
        <PublicField name="notes" label={t('book.details.notes')} maxLength={500} />
        <PublicButton busy={confirm.busy}>{confirm.busy ? t('book.details.booking') : t('book.details.book')}</PublicButton>
        <PublicButton onClick={onAnotherTime}>{t('book.details.another')}</PublicButton>
      </PublicForm>
    </>
  );
}
