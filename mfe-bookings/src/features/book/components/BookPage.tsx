import { theme } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';

/**
 * Public online booking (/book); choosing a service and a time lands with the bookings issue.
 * Customers open it on phones: plain elements styled from the theme's tokens, no antd Card or
 * Typography (Card alone brings Tabs, Dropdown and Menu; docs/decisions/0013-first-visit.md).
 */
export function BookPage() {
  const { t } = useTranslation('bookings');
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
      <h1 style={{ fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, fontWeight: token.fontWeightStrong, color: token.colorTextHeading, marginBlock: 0 }}>
        {t('book.title')}
      </h1>
      <p style={{ marginBlock: `${token.marginXS}px 0`, lineHeight: token.lineHeight }}>{t('book.building')}</p>
    </section>
  );
}
