import { useFormat, type PayLinkView } from '@frontdesk/shared';
import { usePublicToken } from '@frontdesk/shared/public';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What the customer pays: the invoice, its lines, and the amount to pay, big. */
export function PaySummary({ link }: { link: PayLinkView }) {
  const { t } = useTranslation('payments');
  const { money } = useFormat();
  const token = usePublicToken();
  // a name and its amount, at the two ends of a line
  const row = (key: number | string, name: ReactNode, amount: ReactNode, style?: CSSProperties) => (
    <li key={key} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: token.marginSM, paddingBlock: token.paddingXXS, ...style }}>
      <span>{name}</span>
      {amount}
    </li>
  );
  const list = { listStyle: 'none', margin: 0, padding: 0 };
  const secondary = { color: token.colorTextSecondary };
  return (
    <>
      <p style={{ ...secondary, marginBlock: `0 ${token.marginSM}px` }}>{t('pay.invoice', { number: link.invoiceNumber })}</p>
      <ul aria-label={t('pay.lines')} style={{ ...list, borderBlockEnd: `1px solid ${token.colorBorderSecondary}` }}>
        {link.lines.map((line, i) => row(i, t('pay.line', { quantity: line.quantity, name: line.name }), money(line.totalMinor, link.currency)))}
      </ul>
      <ul style={{ ...list, marginBlockEnd: token.marginLG }}>
        {link.amountMinor !== link.totalMinor
          ? [row('total', t('pay.total'), money(link.totalMinor, link.currency), secondary), row('paid', t('pay.paidBefore'), money(link.totalMinor - link.amountMinor, link.currency), secondary)]
          : null}
        {row('due', t('pay.amountDue'), <strong style={{ fontSize: token.fontSizeHeading2, color: token.colorTextHeading }}>{money(link.amountMinor, link.currency)}</strong>)}
      </ul>
    </>
  );
}
