import { TENDERS_SHOWN, TRANSACTION_KINDS_SHOWN, TRANSACTION_STATUSES_SHOWN } from '../utils/options';
import { useAddressSearch, useQuery, type UrlFilters } from '@frontdesk/shared';
import { Input, Select } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { DateRangeFields } from '@frontdesk/shared/ui-reports';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { registersQuery } from '../../../common/api';
import { transactionStaffQuery } from '../api';
import type { TRANSACTION_FILTER_KEYS } from '../hooks/useTransactions';

export type TransactionFilterValues = UrlFilters<(typeof TRANSACTION_FILTER_KEYS)[number]>;
type Props = { value: TransactionFilterValues; onChange: (next: TransactionFilterValues) => void };

/**
 * The transactions' filters: the days made (the browser's date inputs), register, tender, staff,
 * status, kind and a search. A backwards range says so and is not applied.
 */
export function TransactionFilters({ value, onChange }: Props) {
  const [search, setSearch] = useAddressSearch(value.q ?? '', (q) => onChange({ q }));
  const { t } = useTranslation(['payments', 'common']);
  const id = useId();
  const registers = useQuery(registersQuery());
  const staff = useQuery(transactionStaffQuery());
  const choice = (key: keyof TransactionFilterValues, label: string, any: string, options: { value: string; label: string }[]) => (
    <Form.Item label={label} htmlFor={`${id}-${key}`}>
      <Select
        id={`${id}-${key}`}
        style={{ minInlineSize: 160 }}
        value={value[key] ?? ''}
        onChange={(next: string) => onChange({ [key]: next })}
        options={[{ value: '', label: any }, ...options]}
      />
    </Form.Item>
  );
  return (
    <DateRangeFields openEnded value={{ from: value.from ?? '', to: value.to ?? '' }} onChange={onChange}>
      {choice(
        'registerId',
        t('transactions.filters.register'),
        t('transactions.filters.allRegisters'),
        (registers.data?.items ?? []).map((r) => ({ value: r.id, label: r.name })),
      )}
      {choice(
        'tender',
        t('transactions.filters.tender'),
        t('transactions.filters.anyTender'),
        TENDERS_SHOWN.map((tender) => ({ value: tender, label: t(`common:tender.${tender}`) })),
      )}
      {choice(
        'userId',
        t('transactions.filters.staff'),
        t('transactions.filters.anyone'),
        (staff.data?.items ?? []).map((p) => ({ value: p.id, label: p.name })),
      )}
      {choice(
        'status',
        t('transactions.filters.status'),
        t('transactions.filters.anyStatus'),
        TRANSACTION_STATUSES_SHOWN.map((status) => ({ value: status, label: t(`common:transactionStatus.${status}`) })),
      )}
      {choice(
        'kind',
        t('transactions.filters.kind'),
        t('transactions.filters.anyKind'),
        TRANSACTION_KINDS_SHOWN.map((kind) => ({ value: kind, label: t(`common:transactionKind.${kind}`) })),
      )}
      <Form.Item label={t('transactions.filters.search')} htmlFor={`${id}-q`}>
        <Input.Search
          id={`${id}-q`}
          allowClear
          value={search}
          placeholder={t('transactions.filters.searchHint')}
          onChange={(event) => setSearch(event.target.value)}
          style={{ minInlineSize: 220 }}
        />
      </Form.Item>
    </DateRangeFields>
  );
}
