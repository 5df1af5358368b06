import { ContactPicker, type PickedContact } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';

/** The contact search as a form field: the form gives the contact picked and takes the next one. */
export function ContactField({ value, onChange }: { value?: PickedContact | null; onChange?: (contact: PickedContact | null) => void }) {
  const { t } = useTranslation('bookings');
  return (
    <ContactPicker
      contact={value ?? null}
      onChange={(contact) => onChange?.(contact)}
      label={t('bookings.new.contact')}
      removeLabel={(name) => t('bookings.new.removeContact', { name })}
    />
  );
}
