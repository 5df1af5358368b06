import { Select } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { DateRangeFields } from '@frontdesk/shared/ui-reports';
import { ContactPicker, type PickedContact } from '@frontdesk/shared/ui-pages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositFilters as Filters } from '../api';
import { DEPOSIT_STATUSES } from '../utils/status';

type Props = { value: Filters; contact: PickedContact | null; onChange: (filters: Filters) => void };

/**
 * The deposits' filters: the days taken (either end open), a customer (the contact search) and a
 * status. A backwards range says so and is not applied.
 */
export function DepositFilters({ value, contact, onChange }: Props) {
  const { t } = useTranslation('payments');
  const id = useId();
  return (
    <DateRangeFields
      openEnded
      value={{ from: value.from ?? '', to: value.to ?? '' }}
      onChange={({ from, to }) => onChange({ ...value, from: from || undefined, to: to || undefined })}
    >
      <Form.Item label={t('deposits.filters.contact')} style={{ minInlineSize: 280 }}>
        <ContactPicker
          contact={contact}
          placeholder={t('deposits.filters.contactPlaceholder')}
          removeLabel={(name) => t('deposits.filters.removeContact', { name })}
          onChange={(picked) => onChange({ ...value, contactId: picked?.id })}
        />
      </Form.Item>
      <Form.Item label={t('deposits.filters.status')} htmlFor={`${id}-status`}>
        <Select
          id={`${id}-status`}
          style={{ minInlineSize: 160 }}
          value={value.status ?? ''}
          onChange={(status: Filters['status'] | '') => onChange({ ...value, status: status || undefined })}
          options={[
            { value: '', label: t('deposits.filters.allStatuses') },
            ...DEPOSIT_STATUSES.map((status) => ({ value: status, label: t(`deposits.status.${status}`) })),
          ]}
        />
      </Form.Item>
    </DateRangeFields>
  );
}
