import { Flex, Input, Typography, type InputRef } from './antd';
import { MAX_AMOUNT_MINOR } from '@frontdesk/money';
import { forwardRef, useCallback, useId, useMemo, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, moneyInputText, numberFormatter, parseMoney } from '../format/money';
import { useSettings } from '../hooks/useSettings';
import { useTypedText } from './useTypedText';

export type MoneyInputProps = {
  /** integer minor units, or null while empty or not an amount */
  value?: number | null;
  onChange?: (minor: number | null) => void;
  currency: string;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  status?: 'error' | 'warning';
  size?: 'small' | 'middle' | 'large';
  /** the field's box (its width): the refusal below the input keeps to it */
  style?: CSSProperties;
  onPressEnter?: (event: KeyboardEvent<HTMLInputElement>) => void;
  onFocus?: () => void;
};

/** The currency's symbol in the reader's language ("$", "US$", "€"). */
function symbolOf(currency: string, locale: string) {
  return (
    numberFormatter(locale, { style: 'currency', currency })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}

/**
 * The one money field: the cashier types an amount as they would write it ("12.5", "1,234.56"),
 * the form gets integer minor units (parseMoney: exact, no float), and on leaving the field it
 * reads back as the amount it holds. Works as an antd Form control (value / onChange). An amount
 * past the largest the API takes (MAX_AMOUNT_MINOR, read from the API's pricing) is refused here:
 * the form gets null, and the field says the most it takes.
 */
export const MoneyInput = forwardRef<InputRef, MoneyInputProps>(function MoneyInput({ value = null, onChange, currency, onFocus, style, ...rest }, ref) {
  const { t } = useTranslation('common');
  const { language } = useSettings();
  // a value set from outside (a quick amount, a reset) replaces the text; one typed here does not
  const field = useTypedText(
    value,
    useCallback((minor: number | null) => (minor === null ? '' : moneyInputText(minor, currency)), [currency]),
  );
  const [tooLarge, setTooLarge] = useState(false);
  const refusalId = useId();
  const prefix = useMemo(() => symbolOf(currency, language), [currency, language]);
  // one box whatever it shows, so the input keeps its focus when the refusal comes and goes
  return (
    <Flex vertical gap={4} style={style}>
      <Input
        ref={ref}
        {...rest}
        {...(tooLarge ? { status: 'error' as const, 'aria-invalid': true, 'aria-describedby': refusalId } : {})}
        inputMode="decimal"
        autoComplete="off"
        prefix={prefix}
        value={field.text}
        onFocus={onFocus}
        onChange={(event) => {
          const next = event.target.value;
          const parsed = next.trim() === '' ? null : parseMoney(next, currency);
          const over = parsed !== null && parsed > MAX_AMOUNT_MINOR;
          const minor = over ? null : parsed;
          setTooLarge(over);
          field.type(next, minor);
          onChange?.(minor);
        }}
        onBlur={() => {
          // what is not an amount stays as typed, for the form to refuse
          if (value !== null) field.reshow();
        }}
      />
      {tooLarge && (
        <Typography.Text id={refusalId} type="danger" role="alert">
          {t('moneyInput.tooLarge', { max: formatMoney(MAX_AMOUNT_MINOR, currency, language) })}
        </Typography.Text>
      )}
    </Flex>
  );
});
