import { buildPath, useQuery, type InvoiceDetail } from '@frontdesk/shared';
import { QueryState } from '@frontdesk/shared/ui';
import { LinkButton, NotFoundState } from '@frontdesk/shared/ui-pages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { invoiceQuery } from '../api';

/**
 * An invoice's page, read by its id: the one loading, failure and "no such invoice" state (with the
 * way back to the list) of every page about one invoice; `children` draws what was read.
 */
export function InvoiceRead({ invoiceId, children }: { invoiceId: string; children: (detail: InvoiceDetail) => ReactNode }) {
  const { t } = useTranslation('payments');
  const invoice = useQuery(invoiceQuery(invoiceId));
  return (
    <QueryState
      query={invoice}
      loading={t('invoices.detail.loading')}
      failed={t('invoices.detail.failed')}
      notFound={
        <NotFoundState title={t('invoices.detail.notFound')} action={<LinkButton to={buildPath('invoices')}>{t('invoices.detail.back')}</LinkButton>} />
      }
    >
      {children}
    </QueryState>
  );
}
