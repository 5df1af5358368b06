import { PublicPanel } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';
import type { Unavailable } from '../utils/payFailure';

/** A link that cannot be paid: unknown, paid, expired or cancelled, each said plainly, with no form. */
export function LinkUnavailable({ reason }: { reason: Unavailable }) {
  const { t } = useTranslation(['payments', 'common']);
  const [title, text] =
    reason === 'not_found'
      ? [t('pay.state.notFoundTitle'), t('pay.state.notFound')]
      : reason === 'link_paid'
        ? [t('pay.state.paidTitle'), t('common:errors.link_paid')]
        : reason === 'link_expired'
          ? [t('pay.state.expiredTitle'), t('common:errors.link_expired')]
          : [t('pay.state.voidTitle'), t('common:errors.link_void')];
  return (
    <PublicPanel title={title}>
      <p style={{ marginBlock: 0 }}>{text}</p>
    </PublicPanel>
  );
}
