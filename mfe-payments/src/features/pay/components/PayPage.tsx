import { theme } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

/**
 * Public payment by link (/pay/{paymentLinkId}); the payment itself lands with the payments issue.
 * Customers open it on phones: plain elements styled from the theme's tokens, no antd Card or
 * Typography (Card alone brings Tabs, Dropdown and Menu; docs/decisions/0013-first-visit.md).
 */
export function PayPage() {
  const { t } = useTranslation('payments');
  const { paymentLinkId = '' } = useParams();
  const { token } = theme.useToken();
  return (
    <section
      style={{
        maxWidth: 520,
        marginInline: 'auto',
        padding: token.paddingLG,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <h1 style={{ fontSize: 24, lineHeight: token.lineHeightHeading3, fontWeight: token.fontWeightStrong, color: token.colorTextHeading, marginBlock: 0 }}>
        {t('pay.title')}
      </h1>
      <p style={{ marginBlock: `${token.marginXS}px 0`, color: token.colorTextSecondary }}>{t('pay.link', { id: paymentLinkId })}</p>
      <p style={{ marginBlock: `${token.margin}px 0 0`, lineHeight: token.lineHeight }}>{t('pay.building')}</p>
    </section>
  );
}
