import { Button } from '@frontdesk/shared/antd';
import { NotFoundState } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** /404 and any address the route table does not know: the kit's not-found state, in the person's language. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <NotFoundState
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('notFound.home')}
        </Button>
      }
    />
  );
}
