import { theme } from '@frontdesk/shared/antd';
import { PublicPanel } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

/** Public payment by link (/pay/{paymentLinkId}); the payment itself lands with the payments issue. */
export function PayPage() {
  const { t } = useTranslation('payments');
  const { paymentLinkId = '' } = useParams();
  const { token } = theme.useToken();
  return (
    <PublicPanel title={t('pay.title')}>
      <p style={{ margin: 0, color: token.colorTextSecondary }}>{t('pay.link', { id: paymentLinkId })}</p>
      <p style={{ marginBlock: `${token.margin}px 0` }}>{t('pay.building')}</p>
    </PublicPanel>
  );
}
