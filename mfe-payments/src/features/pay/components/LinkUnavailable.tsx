import { PublicPanel } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';
import type { Unavailable } from '../utils/payFailure';

/**
 * A link that cannot be paid: unknown, paid, expired or cancelled, or a deposit whose held time
 * ran out (nothing charged), each said plainly, with no form.
 */
export function LinkUnavailable({ reason }: { reason: Unavailable }) {
  const { t } = useTranslation(['payments', 'common']);
  const [title, text] = {
    not_found: () => [t('pay.state.notFoundTitle'), t('pay.state.notFound')],
    link_paid: () => [t('pay.state.paidTitle'), t('common:errors.link_paid')],
    link_expired: () => [t('pay.state.expiredTitle'), t('common:errors.link_expired')],
    link_void: () => [t('pay.state.voidTitle'), t('common:errors.link_void')],
    hold_expired: () => [t('pay.state.holdExpiredTitle'), `${t('common:errors.hold_expired')} ${t('pay.state.nothingCharged')}`],
  }[reason]();
  return (
    <PublicPanel title={title}>
      <p style={{ marginBlock: 0 }}>{text}</p>
    </PublicPanel>
  );
}
