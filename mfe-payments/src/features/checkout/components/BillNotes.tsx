import { Alert, Flex } from '@frontdesk/shared/antd';
import { ErrorAlert } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';

type Props = {
  /** the booking's contact, whom the bill is for */
  contact: { id: string | null; name: string };
  /** who the cart is for now */
  cartContactId: string | null;
  /** the services left off the bill (their items are no longer sold) */
  skipped: string[];
  /** the API's refusal of the booking (`bookingId`), translated */
  refusal: string | undefined;
};

/** What a booking's bill cannot hold: services gone from the catalogue, another customer, the API's refusal. */
export function BillNotes({ contact, cartContactId, skipped, refusal }: Props) {
  const { t } = useTranslation('payments');
  if (!skipped.length && cartContactId === contact.id && !refusal) return null;
  return (
    <Flex vertical gap="small">
      {refusal && <ErrorAlert text={t('checkout.bill.refused', { reason: refusal })} />}
      {cartContactId !== contact.id && <Alert type="warning" showIcon title={t('checkout.bill.otherContact', { contact: contact.name })} />}
      {skipped.length > 0 && <Alert type="warning" showIcon title={t('checkout.bill.skipped', { names: skipped.join(', ') })} />}
    </Flex>
  );
}
