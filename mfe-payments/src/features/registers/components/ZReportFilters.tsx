import type { Register } from '@frontdesk/shared';
import { Input, Select } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZReportFilters as Filters } from '../api';

type Props = { value: Filters; registers: Register[]; onChange: (filters: Filters) => void };

const ordered = (filters: Filters) => !filters.from || !filters.to || filters.from <= filters.to;

/**
 * The Z-reports' filters: a register and a range of closing days (the browser's date inputs,
 * keyboard and screen reader friendly). A backwards range says so and is not applied.
 */
export function ZReportFilters({ value, registers, onChange }: Props) {
  const { t } = useTranslation('payments');
  const id = useId();
  const [draft, setDraft] = useState(value);
  const valid = ordered(draft);
  const change = (next: Filters) => {
    setDraft(next);
    if (ordered(next)) onChange(next);
  };

  return (
    <Form layout="inline" component="div" style={{ rowGap: 8 }}>
      <Form.Item label={t('registers.zReports.register')} htmlFor={`${id}-register`}>
        <Select
          id={`${id}-register`}
          style={{ minInlineSize: 180 }}
          value={draft.registerId ?? ''}
          onChange={(registerId: string) => change({ ...draft, registerId: registerId || undefined })}
          options={[{ value: '', label: t('registers.zReports.allRegisters') }, ...registers.map((r) => ({ value: r.id, label: r.name }))]}
        />
      </Form.Item>
      <Form.Item label={t('registers.zReports.from')} htmlFor={`${id}-from`}>
        <Input
          id={`${id}-from`}
          type="date"
          value={draft.from ?? ''}
          max={draft.to || undefined}
          aria-invalid={!valid}
          onChange={(event) => change({ ...draft, from: event.target.value || undefined })}
        />
      </Form.Item>
      <Form.Item
        label={t('registers.zReports.to')}
        htmlFor={`${id}-to`}
        validateStatus={valid ? undefined : 'error'}
        help={valid ? undefined : t('registers.zReports.rangeInvalid')}
      >
        <Input
          id={`${id}-to`}
          type="date"
          value={draft.to ?? ''}
          min={draft.from || undefined}
          aria-invalid={!valid}
          onChange={(event) => change({ ...draft, to: event.target.value || undefined })}
        />
      </Form.Item>
    </Form>
  );
}
