import { useMemo } from 'react';
import { useSettings } from '../hooks/useSettings';
import { isolate } from '../i18n/bidi';
import { formatClock, formatTimeOfDay, formatDate, formatDay, formatDayRange, formatMoment, type DayStyle, type MomentOptions, type WithZone } from './dates';
import { formatBasisPoints, formatMoney, formatMoneyShort, formatNumber } from './money';
import { formatPhone } from './phone';

export type Formatters = {
  locale: string;
  /** a bare day in a style, or in the parts asked ({ weekday: 'short', month: 'short', day: 'numeric' }) */
  day: (day: string, style?: DayStyle | Intl.DateTimeFormatOptions) => string;
  /** a range of days, both included ("Mar 9 – 15, 2026") */
  dayRange: (from: string, to: string) => string;
  moment: (iso: string, options?: MomentOptions) => string;
  date: (value: string, style?: DayStyle) => string;
  /** a moment's time of day on the wall clock of `timeZone` ("9:30 AM"; "1:30 AM EDT" with the zone) */
  clock: (iso: string, timeZone: string, options?: { withZone?: WithZone }) => string;
  /** a time of day of the business's week ("09:30" or minutes into the day) on the reader's clock: "9:30 AM" */
  timeOfDay: (time: number | string) => string;
  money: (minor: number, currency: string) => string;
  /** an amount short enough for a chart's axis ("$1.2K") */
  moneyShort: (minor: number, currency: string) => string;
  number: (value: number) => string;
  /** a rate in basis points as its percent's number (825 → "8.25"; the text adds the sign) */
  basisPoints: (bp: number) => string;
  phone: (digits: string) => string;
};

/** The formatters, each value isolated (`isolate`) when the page runs right to left. */
export function formattersFor(locale: string, direction: 'ltr' | 'rtl'): Formatters {
  // in rtl, every value is one piece of its own direction: "(555) 700-0001" stays whole (bidi.ts)
  const whole = direction === 'rtl' ? isolate : (text: string) => text;
  return {
    locale,
    day: (day, style) => whole(formatDay(day, locale, style)),
    dayRange: (from, to) => whole(formatDayRange(from, to, locale)),
    moment: (iso, options) => whole(formatMoment(iso, locale, options)),
    date: (value, style) => whole(formatDate(value, locale, style)),
    clock: (iso, timeZone, options) => whole(formatClock(iso, locale, timeZone, options)),
    timeOfDay: (time) => whole(formatTimeOfDay(time, locale)),
    money: (minor, currency) => whole(formatMoney(minor, currency, locale)),
    moneyShort: (minor, currency) => whole(formatMoneyShort(minor, currency, locale)),
    number: (value) => whole(formatNumber(value, locale)),
    basisPoints: (bp) => whole(formatBasisPoints(bp, locale)),
    phone: (digits) => whole(formatPhone(digits)),
  };
}

/** The formatters in the current language and direction (a component re-renders when either changes). */
export function useFormat(): Formatters {
  const { language, direction } = useSettings();
  return useMemo(() => formattersFor(language, direction), [language, direction]);
}
