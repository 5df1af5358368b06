import { INVOICE_STATUSES_SHOWN } from '../utils/status';
import { Input, Select } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { useAddressSearch, type UrlFilters } from '@frontdesk/shared';
import { DateRangeFields } from '@frontdesk/shared/ui-reports';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type InvoiceFilterValues = UrlFilters<'status' | 'q' | 'from' | 'to'>;
type Props = { value: InvoiceFilterValues; onChange: (next: InvoiceFilterValues) => void };

/**
 * The invoices' filters: the days they were made (either end open), a search (number or contact)
 * and a status. A backwards range says so and is not applied.
 */
export function InvoiceFilters({ value, onChange }: Props) {
  const [search, setSearch] = useAddressSearch(value.q ?? '', (q) => onChange({ q }));
  const { t } = useTranslation(['payments', 'common']);
  const id = useId();
  return (
    <DateRangeFields openEnded value={{ from: value.from ?? '', to: value.to ?? '' }} onChange={onChange}>
      <Form.Item label={t('invoices.filters.search')} htmlFor={`${id}-q`}>
        <Input.Search
          id={`${id}-q`}
          allowClear
          value={search}
          placeholder={t('invoices.filters.searchHint')}
          onChange={(event) => setSearch(event.target.value)}
          style={{ minInlineSize: 220 }}
        />
      </Form.Item>
      <Form.Item label={t('invoices.filters.status')} htmlFor={`${id}-status`}>
        <Select
          id={`${id}-status`}
          style={{ minInlineSize: 150 }}
          value={value.status ?? ''}
          onChange={(status: string) => onChange({ status })}
          options={[
            { value: '', label: t('invoices.filters.anyStatus') },
            ...INVOICE_STATUSES_SHOWN.map((status) => ({ value: status, label: t(`common:invoiceStatus.${status}`) })),
          ]}
        />
      </Form.Item>
    </DateRangeFields>
  );
}
