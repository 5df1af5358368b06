import type { OnlineBookingView, OnlineService } from '@frontdesk/shared';
import { PublicChoices, usePublicToken } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';
import { ANYONE } from '../hooks/useBookAddress';

type Props = {
  view: OnlineBookingView;
  service: OnlineService;
  value: string | null;
  onChoose: (staff: string) => void;
};

/** Step 2: "Anyone available" (first: the most free times) or one of the people who perform the service, each with their colour. */
export function StaffStep({ view, service, value, onChoose }: Props) {
  const { t } = useTranslation('bookings');
  const token = usePublicToken();
  const members = service.staffIds.flatMap((id) => view.staff.filter((member) => member.id === id));
  // the colour is decoration: the name says who it is
  const dot = (color: string) => (
    <span
      aria-hidden
      style={{ flex: 'none', inlineSize: 12, blockSize: 12, borderRadius: '50%', background: color, boxShadow: `0 0 0 1px ${token.colorBorderSecondary}` }}
    />
  );
  return (
    <PublicChoices
      label={t('book.staff.list', { service: service.name })}
      value={value}
      onChoose={onChoose}
      choices={[
        { value: ANYONE, label: t('book.staff.anyone') },
        ...members.map((member) => ({ value: member.id, label: member.name, marker: dot(member.color) })),
      ]}
    />
  );
}
