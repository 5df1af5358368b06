import { Alert } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';

/**
 * Says how many transactions a staff member's figures leave out: those of a register still open,
 * whose money the API withholds until it closes (the blind count). Nothing when there are none.
 */
export function WithheldNote({ count }: { count: number }) {
  const { t } = useTranslation('payments');
  return count > 0 ? <Alert type="info" showIcon title={t('transactions.withheld.note', { count })} /> : null;
}
