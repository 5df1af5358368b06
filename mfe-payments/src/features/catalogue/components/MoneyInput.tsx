import { useFormat } from '@frontdesk/shared';
import { Input } from '@frontdesk/shared/antd';
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof Input>, 'prefix' | 'inputMode'> & { currency: string };

/** The currency's symbol in the reader's language ("$", "US$"). */
function symbolOf(currency: string, locale: string): string {
  try {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

/**
 * An amount typed in major units ("12.50"), with the currency's symbol before it. It holds the text
 * as typed: the form turns it into minor units with string arithmetic (utils/money.ts).
 */
export function MoneyInput({ currency, ...props }: Props) {
  const { locale } = useFormat();
  return <Input {...props} inputMode="decimal" autoComplete="off" prefix={<span aria-hidden>{symbolOf(currency, locale)}</span>} />;
}
