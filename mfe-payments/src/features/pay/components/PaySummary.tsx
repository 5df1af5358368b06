import { useFormat, type PayLinkView } from '@frontdesk/shared';
import { usePublicToken } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';
import { AmountRow } from './AmountRow';

/** What the customer pays: the invoice, its lines, and the amount to pay, big. */
export function PaySummary({ link }: { link: PayLinkView }) {
  const { t } = useTranslation('payments');
  const { money } = useFormat();
  const token = usePublicToken();
  const list = { listStyle: 'none', margin: 0, padding: 0 };
  return (
    <>
      <p style={{ color: token.colorTextSecondary, marginBlock: `0 ${token.marginSM}px` }}>{t('pay.invoice', { number: link.invoiceNumber })}</p>
      <ul aria-label={t('pay.lines')} style={{ ...list, borderBlockEnd: `1px solid ${token.colorBorderSecondary}` }}>
        {link.lines.map((line, i) => (
          <AmountRow key={i} name={t('pay.line', { quantity: line.quantity, name: line.name })} amount={money(line.totalMinor, link.currency)} />
        ))}
      </ul>
      <ul style={{ ...list, marginBlockEnd: token.marginLG }}>
        {link.amountMinor !== link.totalMinor ? (
          <>
            <AmountRow name={t('pay.total')} amount={money(link.totalMinor, link.currency)} secondary />
            <AmountRow name={t('pay.paidBefore')} amount={money(link.totalMinor - link.amountMinor, link.currency)} secondary />
          </>
        ) : null}
        <AmountRow name={t('pay.amountDue')} amount={money(link.amountMinor, link.currency)} due />
      </ul>
    </>
  );
}
