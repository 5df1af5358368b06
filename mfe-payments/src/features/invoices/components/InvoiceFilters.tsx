import { INVOICE_STATUSES_SHOWN } from '../utils/status';
import { Input, Select } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import type { UrlFilters } from '@frontdesk/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type InvoiceFilterValues = UrlFilters<'status' | 'q' | 'from' | 'to'>;
type Props = { value: InvoiceFilterValues; onChange: (next: InvoiceFilterValues) => void };

/**
 * The invoices' filters: a status, a search (number or contact), and the days they were made
 * (the browser's date inputs). A backwards range says so; the server is not asked until it is right.
 */
export function InvoiceFilters({ value, onChange }: Props) {
  const { t } = useTranslation('payments');
  const id = useId();
  const backwards = Boolean(value.from && value.to && value.from > value.to);
  return (
    <Form layout="inline" component="div" style={{ rowGap: 8 }}>
      <Form.Item label={t('invoices.filters.search')} htmlFor={`${id}-q`}>
        <Input.Search id={`${id}-q`} allowClear value={value.q ?? ''} placeholder={t('invoices.filters.searchHint')} onChange={(event) => onChange({ q: event.target.value })} style={{ minInlineSize: 220 }} />
      </Form.Item>
      <Form.Item label={t('invoices.filters.status')} htmlFor={`${id}-status`}>
        <Select
          id={`${id}-status`}
          style={{ minInlineSize: 150 }}
          value={value.status ?? ''}
          onChange={(status: string) => onChange({ status })}
          options={[{ value: '', label: t('invoices.filters.anyStatus') }, ...INVOICE_STATUSES_SHOWN.map((status) => ({ value: status, label: t(`invoices.status.${status}`) }))]}
        />
      </Form.Item>
      <Form.Item label={t('invoices.filters.from')} htmlFor={`${id}-from`}>
        <Input id={`${id}-from`} type="date" value={value.from ?? ''} max={value.to || undefined} onChange={(event) => onChange({ from: event.target.value })} />
      </Form.Item>
      <Form.Item label={t('invoices.filters.to')} htmlFor={`${id}-to`} validateStatus={backwards ? 'error' : undefined} help={backwards ? t('invoices.filters.rangeInvalid') : undefined}>
        <Input id={`${id}-to`} type="date" value={value.to ?? ''} min={value.from || undefined} aria-invalid={backwards} onChange={(event) => onChange({ to: event.target.value })} />
      </Form.Item>
    </Form>
  );
}
