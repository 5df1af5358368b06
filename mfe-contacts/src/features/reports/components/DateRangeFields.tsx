import { Input } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-pages';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRange, type DayRange } from '../utils/range';

/**
 * The reports' range: labelled From and To days (the browser's date inputs, keyboard and screen
 * reader friendly). A complete, ordered range is applied at once; a backwards one says so.
 */
export function DateRangeFields({
  value,
  onChange,
  children,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** more controls on the same line (the interval) */
  children?: ReactNode;
}) {
  const { t } = useTranslation('contacts');
  const id = useId();
  const [draft, setDraft] = useState(value);
  const valid = isRange(draft);

  const change = (next: DayRange) => {
    setDraft(next);
    if (isRange(next)) onChange(next);
  };

  return (
    <Form layout="inline" component="div" style={{ rowGap: 8 }}>
      <Form.Item label={t('reports.range.from')} htmlFor={`${id}-from`}>
        <Input
          id={`${id}-from`}
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          aria-invalid={!valid}
          onChange={(event) => change({ ...draft, from: event.target.value })}
        />
      </Form.Item>
      <Form.Item
        label={t('reports.range.to')}
        htmlFor={`${id}-to`}
        validateStatus={valid ? undefined : 'error'}
        help={valid ? undefined : t('reports.range.invalid')}
      >
        <Input
          id={`${id}-to`}
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          aria-invalid={!valid}
          onChange={(event) => change({ ...draft, to: event.target.value })}
        />
      </Form.Item>
      {children}
    </Form>
  );
}
