import { useFormat } from '@frontdesk/shared';
import { Alert, Button } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';
import type { useLastSale } from '../hooks/useLastSale';

type Props = { lastSale: ReturnType<typeof useLastSale> };

/**
 * What became of the sale sent before the page reloaded, when it was not completed (a completed one
 * shows its end, SaleComplete): declined, still running, not sent, or not known (the check failed):
 * nothing charged twice because the cashier did not know.
 */
export function LastSaleNotice({ lastSale }: Props) {
  const { t } = useTranslation('payments');
  const { moment } = useFormat();
  const { attempt, outcome, forget } = lastSale;
  if (!attempt || outcome.data?.state === 'completed' || outcome.isPending) return null;
  const at = { time: moment(new Date(attempt.sentAt).toISOString(), { withTime: true }) };
  const state = outcome.data?.state;
  const [type, message] =
    state === 'in_progress'
      ? (['info', t('checkout.lastSale.inProgress', at)] as const)
      : state === 'declined'
        ? (['warning', t('checkout.lastSale.declined', at)] as const)
        : state === 'not_completed'
          ? (['warning', t('checkout.lastSale.notCompleted', at)] as const)
          : (['error', t('checkout.lastSale.unknown', at)] as const);
  return (
    <Alert
      type={type}
      showIcon
      role="alert"
      title={message}
      action={
        state === 'in_progress' ? undefined : (
          <Button size="small" onClick={forget}>
            {t('checkout.lastSale.dismiss')}
          </Button>
        )
      }
    />
  );
}
