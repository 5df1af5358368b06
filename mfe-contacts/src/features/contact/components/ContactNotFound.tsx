import { buildPath } from '@frontdesk/shared';
import { Result } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** An unknown contact, or another business's: the API answers both the same way. */
export function ContactNotFound() {
  const { t } = useTranslation('contacts');
  return (
    <Result
      status="404"
      title={
        <span role="heading" aria-level={1}>
          {t('contact.notFound.title')}
        </span>
      }
      extra={<Link to={buildPath('contacts')}>{t('contact.notFound.back')}</Link>}
    />
  );
}
