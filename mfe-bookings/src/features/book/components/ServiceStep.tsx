import type { OnlineBookingView, OnlineService } from '@frontdesk/shared';
import { PublicChoices, usePublicToken } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';
import { useBookFormat } from '../hooks/useBookFormat';

type Props = {
  view: OnlineBookingView;
  /** the services to choose from: all those booked online, or those that may join the visit */
  services: readonly OnlineService[];
  value: string | null;
  onChoose: (serviceId: string) => void;
};

/** Step 1: the services booked online (or those that may join the visit), by category: each with how long it takes, its price and its deposit. */
export function ServiceStep({ view, services: offered, value, onChoose }: Props) {
  const { t } = useTranslation('bookings');
  const format = useBookFormat();
  const token = usePublicToken();
  const categories = new Map<string, OnlineService[]>();
  for (const service of offered) categories.set(service.category, [...(categories.get(service.category) ?? []), service]);
  if (categories.size === 0) return <p style={{ marginBlock: 0 }}>{t('book.service.none')}</p>;
  return (
    <>
      {[...categories].map(([category, services]) => (
        <section key={category}>
          {category ? (
            <h3
              style={{ fontSize: token.fontSizeLG, fontWeight: token.fontWeightStrong, color: token.colorTextHeading, marginBlock: `0 ${token.marginXXS}px` }}
            >
              {category}
            </h3>
          ) : null}
          <PublicChoices
            label={category || t('book.service.other')}
            value={value}
            onChoose={onChoose}
            choices={services.map((service) => ({
              value: service.id,
              label: service.name,
              detail: [
                format.duration(service.durationMinutes),
                service.depositMinor > 0 ? t('book.service.deposit', { amount: format.money(service.depositMinor, view.currency) }) : null,
              ]
                .filter(Boolean)
                .join(' · '),
              aside: format.money(service.priceMinor, view.currency),
            }))}
          />
        </section>
      ))}
    </>
  );
}
