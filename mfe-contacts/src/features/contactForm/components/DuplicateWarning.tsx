import { buildPath, formatPhone, type DuplicateMatch } from '@frontdesk/shared';
import { Alert, Flex } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Each match, "Another contact has this email: Ann Lee", its name a link to it. */
export function DuplicateMatches({ duplicates }: { duplicates: DuplicateMatch[] }) {
  const { t } = useTranslation('contacts');
  const what = (match: DuplicateMatch) =>
    match.matches.includes('email') && match.matches.includes('phone') ? 'both' : match.matches.includes('phone') ? 'phone' : 'email';
  return (
    <Flex vertical gap={4}>
      {duplicates.map((match) => (
        <span key={match.id}>
          {t(`form.duplicate.${what(match)}`)}{' '}
          <Link to={buildPath('contact', { contactId: match.id })}>{match.fullName || match.email || formatPhone(match.phone) || t('ui.unnamed')}</Link>
        </span>
      ))}
    </Flex>
  );
}

/** "This may be someone you already have": a warning under the form while typing; Save asks before it makes a second record. */
export function DuplicateWarning({ duplicates }: { duplicates: DuplicateMatch[] }) {
  const { t } = useTranslation('contacts');
  if (!duplicates.length) return null;
  return (
    <Alert type="warning" showIcon style={{ marginBottom: 24 }} title={t('form.duplicate.title')} description={<DuplicateMatches duplicates={duplicates} />} />
  );
}
