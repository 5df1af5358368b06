import type { FormRule } from 'antd';
import { forwardRef, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { numberInputText, parseNumber, withinLimits, type NumberLimits } from '../format/number';
import { useFormat } from '../format/useFormat';
import { useSettings } from '../hooks/useSettings';
import { Input, type InputProps, type InputRef } from './antd';
import { useTypedText } from './useTypedText';

export type NumberInputProps = Omit<InputProps, 'value' | 'onChange' | 'type' | 'inputMode'> & {
  /** the number typed, null while empty, NaN while what is typed is not a number */
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** only whole numbers (a phone's keyboard shows digits only) */
  whole?: boolean;
};

const textOf = (value: number | null, locale: string) => (value === null || Number.isNaN(value) ? '' : numberInputText(value, locale));

/**
 * The one number field: it keeps what the person typed, whatever it is, and gives the form its
 * value (`parseNumber`: a number, null when empty, NaN when the text is not a number). It never
 * changes what was typed to the nearest allowed value nor drops letters on leaving: what it takes
 * is said by a rule (`useNumberRules`), under the field, in the reader's language. Works as an antd
 * Form control (value / onChange).
 */
export const NumberInput = forwardRef<InputRef, NumberInputProps>(function NumberInput({ value = null, onChange, whole, ...rest }, ref) {
  const { language } = useSettings();
  const field = useTypedText(
    value,
    useCallback((shown: number | null) => textOf(shown, language), [language]),
  );
  return (
    <Input
      ref={ref}
      {...rest}
      inputMode={whole ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={field.text}
      onChange={(event) => {
        const parsed = parseNumber(event.target.value);
        field.type(event.target.value, parsed);
        onChange?.(parsed);
      }}
    />
  );
});

/** A number field's limits, whether it may be left empty, and the field's own words for a refusal. */
export type NumberRule = NumberLimits & { required?: boolean; message?: string };

/**
 * What a number field takes, said one way: `refusal(value, limits)` is the words for a value the
 * limits do not take (undefined when they do), `rule(limits)` the same as an antd Form rule,
 * `words(limits)` the words alone (for a field whose value is kept elsewhere). The
 * words name the range ("A whole number from 0 to 20,160"), whatever was typed: letters, a value
 * out of range, a fraction where only whole numbers go.
 */
export function useNumberRules() {
  const { t } = useTranslation('common');
  const format = useFormat();
  const wanted = useCallback(
    ({ min, max, whole, message }: NumberRule) => {
      if (message) return message;
      const kind = whole ? 'whole' : 'any';
      const values = { min: min === undefined ? '' : format.number(min), max: max === undefined ? '' : format.number(max) };
      if (min !== undefined && max !== undefined) return t(`numberInput.${kind}.between`, values);
      if (min !== undefined) return t(`numberInput.${kind}.atLeast`, values);
      if (max !== undefined) return t(`numberInput.${kind}.atMost`, values);
      return t(`numberInput.${kind}.plain`);
    },
    [t, format],
  );
  const refusal = useCallback(
    (value: number | null | undefined, limits: NumberRule) => {
      if (value === null || value === undefined) return limits.required ? wanted(limits) : undefined;
      return withinLimits(value, limits) ? undefined : wanted(limits);
    },
    [wanted],
  );
  return useMemo(
    () => ({
      /** the words for what the limits take, whatever was typed */
      words: wanted,
      refusal,
      rule: (limits: NumberRule): FormRule => ({
        required: limits.required,
        validator: async (_rule, value: number | null | undefined) => {
          const words = refusal(value, limits);
          if (words) throw new Error(words);
        },
      }),
    }),
    [refusal, wanted],
  );
}
