import { forwardRef, useCallback } from 'react';
import { formatTimeOfDay } from '../format/dates';
import { parseTimeOfDay } from '../format/timeOfDay';
import { useSettings } from '../hooks/useSettings';
import { Input, type InputProps, type InputRef } from './antd';
import { useTypedText } from './useTypedText';

export type TimeOfDayInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  /** 'HH:MM' once what is typed is a time; the text as typed while it is not ('' while empty) */
  value?: string;
  onChange?: (value: string) => void;
  /** an end of a span of the day: midnight is its end ('24:00') */
  end?: boolean;
};

const CLOCK = /^\d{2}:\d{2}$/;
const shown = (value: string, locale: string) => (CLOCK.test(value) ? formatTimeOfDay(value, locale) : value);

/**
 * The one field for a time of day of the business's week (a shift, time off, extra hours): it reads
 * what a person types ("9", "930", "9:30 pm", "21:00"), gives the form the API's 'HH:MM', and on
 * leaving shows the time on the reader's clock ("9:30 PM" in English, "21:30" in Spanish). Text
 * that is not a time stays as typed and goes to the form as it is, for its rule to refuse.
 */
export const TimeOfDayInput = forwardRef<InputRef, TimeOfDayInputProps>(function TimeOfDayInput({ value = '', onChange, end, onBlur, ...rest }, ref) {
  const { language } = useSettings();
  const field = useTypedText(
    value,
    useCallback((time: string) => shown(time, language), [language]),
  );
  return (
    <Input
      ref={ref}
      autoComplete="off"
      {...rest}
      value={field.text}
      onChange={(event) => {
        const next = event.target.value;
        const parsed = next.trim() === '' ? '' : (parseTimeOfDay(next, { end }) ?? next);
        field.type(next, parsed);
        onChange?.(parsed);
      }}
      onBlur={(event) => {
        field.reshow();
        onBlur?.(event);
      }}
    />
  );
});
