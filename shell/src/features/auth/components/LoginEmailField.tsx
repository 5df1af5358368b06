import { PublicField } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';

/** A login's email, first on its form (sign in, a forgotten password): the browser's saved username fills it. */
export function LoginEmailField() {
  const { t } = useTranslation('shell');
  return (
    <PublicField
      name="email"
      label={t('login.email')}
      type="email"
      required
      autoComplete="username"
      inputMode="email"
      autoFocus
      messages={{ required: t('login.emailRequired'), email: t('login.emailInvalid') }}
    />
  );
}
