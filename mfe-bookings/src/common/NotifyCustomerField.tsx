import { Checkbox, Form } from '@frontdesk/shared/antd-more';
import { useTranslation } from 'react-i18next';

/**
 * Whether the customer is mailed what the desk did (booked, changed, cancelled), with the booking's
 * calendar file: on unless the desk says not (the API sends nothing to a customer without an email).
 * A form's `notify` field.
 */
export function NotifyCustomerField() {
  const { t } = useTranslation('bookings');
  return (
    <Form.Item name="notify" valuePropName="checked" extra={t('common.notify.help')}>
      <Checkbox>{t('common.notify.label')}</Checkbox>
    </Form.Item>
  );
}
