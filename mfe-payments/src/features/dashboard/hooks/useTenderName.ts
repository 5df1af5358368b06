import type { SalesReport } from '@frontdesk/shared';
import { useTranslation } from 'react-i18next';

type Tender = SalesReport['byTender'][number]['tender'];

/** A tender's name as the Z-report says it (cash, card, check, deposit). */
export function useTenderName() {
  const { t } = useTranslation('payments');
  return (tender: Tender) => t(`registers.report.tender.${tender}`);
}
