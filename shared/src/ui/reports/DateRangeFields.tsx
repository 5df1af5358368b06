import { Input } from '../antd';
import { Form } from '../antdMore';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRange, type DayRange } from '../../format/days';

/**
 * A report's range: labelled From and To days (the browser's date inputs, keyboard and screen
 * reader friendly). A complete, ordered range is applied at once; a backwards one says so.
 */
export function DateRangeFields({
  value,
  onChange,
  openEnded = false,
  children,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** either end may be left empty ('': no limit), as a list's filter has it */
  openEnded?: boolean;
  /** more controls on the same line (an interval, presets) */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // a range set from outside (a preset) replaces what is typed
  if (shown.from !== value.from || shown.to !== value.to) {
    setShown(value);
    setDraft(value);
  }
  const usable = (range: DayRange) => (openEnded && (!range.from || !range.to) ? true : isRange(range));
  const valid = usable(draft);

  const change = (next: DayRange) => {
    setDraft(next);
    if (usable(next)) onChange(next);
  };

  return (
    <Form layout="inline" component="div" style={{ rowGap: 8 }}>
      <Form.Item label={t('range.from')} htmlFor={`${id}-from`}>
        <Input
          id={`${id}-from`}
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          aria-invalid={!valid}
          onChange={(event) => change({ ...draft, from: event.target.value })}
        />
      </Form.Item>
      <Form.Item label={t('range.to')} htmlFor={`${id}-to`} validateStatus={valid ? undefined : 'error'} help={valid ? undefined : t('range.invalid')}>
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
