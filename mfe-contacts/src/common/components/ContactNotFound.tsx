import { buildPath } from '@frontdesk/shared';
import { NotFoundState } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** An unknown contact, or another business's (the API answers both the same way): the page and the form say so. */
export function ContactNotFound() {
  const { t } = useTranslation('contacts');
  return <NotFoundState title={t('contact.notFound.title')} action={<Link to={buildPath('contacts')}>{t('contact.notFound.back')}</Link>} />;
}
