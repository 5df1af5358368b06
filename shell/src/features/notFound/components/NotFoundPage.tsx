import { Button, Result } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<h1 style={{ margin: 0, fontSize: 24 }}>{t('notFound.title')}</h1>}
      subTitle={t('notFound.text')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('notFound.home')}
        </Button>
      }
    />
  );
}
