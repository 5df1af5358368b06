import type { Register } from '@frontdesk/shared';
import { Select } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { DateRangeFields } from '@frontdesk/shared/ui-reports';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZReportFilters as Filters } from '../api';

type Props = { value: Filters; registers: Register[]; onChange: (filters: Filters) => void };

/** The Z-reports' filters: the days of closing (either end open) and a register. A backwards range says so and is not applied. */
export function ZReportFilters({ value, registers, onChange }: Props) {
  const { t } = useTranslation('payments');
  const id = useId();
  return (
    <DateRangeFields
      openEnded
      value={{ from: value.from ?? '', to: value.to ?? '' }}
      onChange={({ from, to }) => onChange({ ...value, from: from || undefined, to: to || undefined })}
    >
      <Form.Item label={t('registers.zReports.register')} htmlFor={`${id}-register`}>
        <Select
          id={`${id}-register`}
          style={{ minInlineSize: 180 }}
          value={value.registerId ?? ''}
          onChange={(registerId: string) => onChange({ ...value, registerId: registerId || undefined })}
          options={[{ value: '', label: t('registers.zReports.allRegisters') }, ...registers.map((r) => ({ value: r.id, label: r.name }))]}
        />
      </Form.Item>
    </DateRangeFields>
  );
}
