import { buildPath, signedAmount, useBusinessDay, useFormat, useQuery, type Paged } from '@frontdesk/shared';
import { Flex } from '@frontdesk/shared/antd';
import { Tag } from '@frontdesk/shared/antd-more';
import { ShoppingCartOutlined } from '@frontdesk/shared/icons';
import { EmptyState, FailedState, LoadingState } from '@frontdesk/shared/ui';
import { LinkButton } from '@frontdesk/shared/ui-pages';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { contactInvoicesQuery, contactTransactionsQuery } from '../../../../common/api/money';
import { PagedItemList, type Item } from '../../../../common/components/ItemList';
import { contactLinks } from '../../../../common/contactLinks';

// A contact's money on their record (issue 34 §1): their invoices (what they were billed, what is
// left to pay) and their transactions (payments, refunds, deposits taken and given back), newest
// first, a page at a time, each opening its page in the payments remote.

/** What a list needs of its read (a `pagedQuery`'s). */
type PagedRead<Page> = { data: Page | undefined; isError: boolean; error: Error | null; isPlaceholderData: boolean; refetch: () => Promise<unknown> };

/** A page of a contact's list (`name`: its texts under `contact.{name}`), its loading, failure and empty states, and its pages. */
function ContactPagedList<Page extends Paged<unknown>>({
  name,
  read,
  contactId,
  items,
  onPage,
}: {
  name: 'invoices' | 'transactions';
  read: PagedRead<Page>;
  contactId: string;
  items: (page: Page) => Item[];
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('contacts');
  if (read.isError) return <FailedState size="section" title={t(`contact.${name}.failed`)} error={read.error} onRetry={() => void read.refetch()} />;
  if (!read.data) return <LoadingState label={t(`contact.${name}.loading`)} />;
  if (read.data.total === 0) {
    return (
      <EmptyState
        size="section"
        title={t(`contact.${name}.none`)}
        action={
          <LinkButton type="primary" icon={<ShoppingCartOutlined aria-hidden />} to={contactLinks(contactId).checkout}>
            {t('contact.actions.checkout')}
          </LinkButton>
        }
      />
    );
  }
  return (
    <div aria-busy={read.isPlaceholderData}>
      <PagedItemList
        items={items(read.data)}
        label={t(`contact.${name}.label`, { count: read.data.total })}
        data={read.data}
        onPage={onPage}
        pagesLabel={t(`contact.${name}.pages`)}
      />
    </div>
  );
}

/** A title with its word beside it ("Invoice #12" · Paid). */
const titled = (title: ReactNode, word: string) => (
  <Flex gap="small" align="center" wrap>
    {title}
    <Tag style={{ marginInlineEnd: 0 }}>{word}</Tag>
  </Flex>
);

/** The contact's invoices: number, status, when issued, total and what is left to pay. */
export function InvoicesTab({ contactId }: { contactId: string }) {
  const { t } = useTranslation(['contacts', 'common']);
  const format = useFormat();
  const business = useBusinessDay();
  const [page, setPage] = useState(1);
  const read = useQuery(contactInvoicesQuery(contactId, page));
  return (
    <ContactPagedList
      name="invoices"
      read={read}
      contactId={contactId}
      onPage={setPage}
      items={(data) =>
        data.items.map((invoice) => {
          const money = (minor: number) => format.money(minor, data.currency);
          return {
            key: invoice.id,
            title: titled(
              <Link to={buildPath('invoice', { invoiceId: invoice.id })}>
                <strong>{t('contact.invoices.number', { number: invoice.number })}</strong>
              </Link>,
              t(`common:invoiceStatus.${invoice.displayStatus}`),
            ),
            description: [
              t('contact.invoices.issued', { day: business.moment(invoice.issuedAt ?? invoice.createdAt, { withTime: false }) }),
              t('contact.invoices.total', { amount: money(invoice.totalMinor) }),
              ...(invoice.balanceMinor > 0 && invoice.status !== 'void' ? [t('contact.invoices.balance', { amount: money(invoice.balanceMinor) })] : []),
              ...(invoice.refundedMinor > 0 ? [t('contact.invoices.refunded', { amount: money(invoice.refundedMinor) })] : []),
            ].join(' · '),
          };
        })
      }
    />
  );
}

/** The contact's transactions: each on the business's clock, its kind, tender and signed amount, and its receipt. */
export function TransactionsTab({ contactId }: { contactId: string }) {
  const { t } = useTranslation(['contacts', 'common']);
  const format = useFormat();
  const business = useBusinessDay();
  const [page, setPage] = useState(1);
  const read = useQuery(contactTransactionsQuery(contactId, page));
  return (
    <ContactPagedList
      name="transactions"
      read={read}
      contactId={contactId}
      onPage={setPage}
      items={(data) =>
        data.items.map((tx) => {
          const when = business.moment(tx.createdAt);
          // a declined card is a record with no receipt (no number): said, not linked
          const title =
            tx.number === null ? (
              <strong>{when}</strong>
            ) : (
              <Link to={buildPath('receipt', { transactionId: tx.id })} aria-label={t('contact.transactions.receipt', { number: tx.number, when })}>
                <strong>{when}</strong>
              </Link>
            );
          return {
            key: tx.id,
            title: titled(title, t(`common:transactionKind.${tx.kind}`)),
            description: [
              ...(tx.withheld ? [t('contact.transactions.withheld')] : [t(`common:tender.${tx.tender}`), format.money(signedAmount(tx), data.currency)]),
              ...(tx.status === 'succeeded' ? [] : [t(`common:transactionStatus.${tx.status}`)]),
            ].join(' · '),
            actions: tx.invoiceId
              ? [
                  <Link key="invoice" to={buildPath('invoice', { invoiceId: tx.invoiceId })}>
                    {t('contact.invoices.number', { number: tx.invoiceNumber })}
                  </Link>,
                ]
              : [],
          };
        })
      }
    />
  );
}
