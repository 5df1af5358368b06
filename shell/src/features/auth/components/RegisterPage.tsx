import { BeingBuiltPanel } from '@frontdesk/shared/ui';
import { Typography } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

// Sign-up (a business and its admin) arrives with the API's auth module (issue 3).
export function RegisterPage() {
  const { t } = useTranslation('shell');
  return (
    <>
      <BeingBuiltPanel routeId="register" />
      <Typography.Paragraph style={{ textAlign: 'center' }}>
        {t('register.haveAccount')} <Link to="/login">{t('register.signIn')}</Link>
      </Typography.Paragraph>
    </>
  );
}
