import type { Transaction } from '../types/api';
import { majorUnits, minorDigits } from '@frontdesk/money';
import { unisolate } from '../i18n/bidi';

const numberFormatters = new Map<string, Intl.NumberFormat>();

/**
 * One Intl.NumberFormat per locale and options, made once (as dateFormatter): making one costs
 * ~0.1 ms, and a checkout's first render wrote ~300 amounts (36 ms of one task on this machine).
 */
export function numberFormatter(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options ?? {})}`;
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    numberFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An amount in integer minor units (cents) of an ISO currency, written in the reader's language:
 * 123456 USD → "$1,234.56" / "1234,56 US$". Money never travels as a float.
 */
export function formatMoney(minor: number, currency: string, locale: string): string {
  // `|| 0`: a negated nothing (-0, "refunded: −$0.00") is written as nothing, not as "-$0.00"
  return numberFormatter(locale, { style: 'currency', currency }).format(majorUnits(minor || 0, currency));
}

/** An amount short enough for a chart's axis, in the reader's language: 123456 USD → "$1.2K" / "1,2 mil US$". */
export function formatMoneyShort(minor: number, currency: string, locale: string): string {
  return numberFormatter(locale, { style: 'currency', currency, notation: 'compact' }).format(majorUnits(minor, currency));
}

/** A count or quantity in the reader's language ("1,234"). */
export function formatNumber(value: number, locale: string): string {
  return numberFormatter(locale).format(value);
}

/**
 * Money as typed ("12", "12.5", "1,234.56", "1234,56", "$ 12") → integer minor units, exactly:
 * the digits are read as text, never through a float. The last '.' or ',' followed by no more
 * digits than the currency has decimals is the decimal separator; other separators group
 * thousands. Null when it is not an amount (empty, negative, letters, too many decimals).
 */
export function parseMoney(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const cleaned = unisolate(text)
    .replace(/[\s\u00a0]/g, '')
    .replace(/^[^\d.,-]+|[^\d.,]+$/g, '');
  if (!/^\d[\d.,]*$|^[.,]\d+$/.test(cleaned)) return null;
  const match = digits > 0 ? new RegExp(`^(.*?)[.,](\\d{1,${digits}})$`).exec(cleaned) : null;
  const whole = (match ? match[1] : cleaned) ?? '';
  const fraction = match ? (match[2] ?? '') : '';
  // grouping: the whole part may hold separators only between groups of three digits
  if (whole && !/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(whole)) return null;
  const minor = Number((whole.replace(/[.,]/g, '') || '0') + fraction.padEnd(digits, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as a plain amount to edit ("1234.50"): no symbol, no grouping, '.' for decimals. */
export function moneyInputText(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(minor);
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return `${minor < 0 ? '-' : ''}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** A rate in basis points as its percent, in the reader's language, no trailing zeros: 825 → "8.25" / "8,25", 800 → "8". */
export function formatBasisPoints(bp: number, locale: string): string {
  return numberFormatter(locale, { maximumFractionDigits: 2, useGrouping: false }).format(bp / 100);
}

/** A percent as typed ("15", "12.5", "8,25") → basis points (1250 = 12.5 %), exactly; null when not one. */
export function parsePercent(text: string): number | null {
  // a rate written by the formatters of an rtl page comes isolated (bidi.ts)
  const cleaned = unisolate(text).replace(/[\s%]/g, '');
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** What a transaction moved, signed: money leaving the business (a refund, a deposit given back) is negative. */
export const signedAmount = (transaction: Pick<Transaction, 'kind' | 'amountMinor'>) =>
  transaction.kind === 'refund' || transaction.kind === 'deposit_refund' ? -transaction.amountMinor : transaction.amountMinor;
