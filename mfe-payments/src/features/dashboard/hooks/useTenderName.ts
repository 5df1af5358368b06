import type { SalesReport } from '@frontdesk/shared';
import { useTranslation } from 'react-i18next';

type Tender = SalesReport['byTender'][number]['tender'];

/** A tender's name over its takings, as the Z-report says it too (cash, card, check, deposits applied). */
export function useTenderName() {
  const { t } = useTranslation('payments');
  return (tender: Tender) => t(`common.tenders.takings.${tender}`);
}
