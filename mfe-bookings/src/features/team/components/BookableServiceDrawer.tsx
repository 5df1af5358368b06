import type { BookableService, StaffMember } from '@frontdesk/shared';
import { Drawer } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';
import { BookableServiceForm } from './BookableServiceForm';

type Props = { service: BookableService; currency: string; team: StaffMember[]; onClose: () => void };

/** A service's booking rules in a side panel. */
export function BookableServiceDrawer({ service, currency, team, onClose }: Props) {
  const { t } = useTranslation('bookings');
  return (
    <Drawer open onClose={onClose} size={520} title={t('team.serviceForm.title', { name: service.name })} destroyOnHidden>
      <BookableServiceForm service={service} currency={currency} team={team} onDone={onClose} />
    </Drawer>
  );
}
