import { useMemo } from 'react';
import { useSettings } from '../hooks/useSettings';
import { formatClock, formatDate, formatDay, formatMoment, type DayStyle, type MomentOptions } from './dates';
import { formatBasisPoints, formatMoney, formatMoneyShort, formatNumber } from './money';
import { formatPhone } from './phone';

export type Formatters = {
  locale: string;
  /** a bare day in a style, or in the parts asked ({ weekday: 'short', month: 'short', day: 'numeric' }) */
  day: (day: string, style?: DayStyle | Intl.DateTimeFormatOptions) => string;
  moment: (iso: string, options?: MomentOptions) => string;
  date: (value: string, style?: DayStyle) => string;
  /** a moment's time of day on the wall clock of `timeZone` ("9:30 AM"; "1:30 AM EDT" with the zone) */
  clock: (iso: string, timeZone: string, options?: { withZone?: boolean }) => string;
  money: (minor: number, currency: string) => string;
  /** an amount short enough for a chart's axis ("$1.2K") */
  moneyShort: (minor: number, currency: string) => string;
  number: (value: number) => string;
  /** a rate in basis points as its percent's number (825 → "8.25"; the text adds the sign) */
  basisPoints: (bp: number) => string;
  phone: (digits: string) => string;
};

/** The formatters in the current language (a component re-renders when the language changes). */
export function useFormat(): Formatters {
  const { language: locale } = useSettings();
  return useMemo(
    () => ({
      locale,
      day: (day, style) => formatDay(day, locale, style),
      moment: (iso, options) => formatMoment(iso, locale, options),
      date: (value, style) => formatDate(value, locale, style),
      clock: (iso, timeZone, options) => formatClock(iso, locale, timeZone, options),
      money: (minor, currency) => formatMoney(minor, currency, locale),
      moneyShort: (minor, currency) => formatMoneyShort(minor, currency, locale),
      number: (value) => formatNumber(value, locale),
      basisPoints: (bp) => formatBasisPoints(bp, locale),
      phone: formatPhone,
    }),
    [locale],
  );
}
