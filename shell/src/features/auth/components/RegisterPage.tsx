import { failureCodeOf, signup, useApiMutation, type SignupBody } from '@frontdesk/shared';
import { PublicButton, PublicField, PublicForm, PublicPanel, usePublicForm } from '@frontdesk/shared/public';
import { ErrorAlert, useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

/** The server's rule for a new password (api: MIN_PASSWORD), checked here first to save a round trip. */
const MIN_PASSWORD = 10;

/** The form's fields, which are the body's. */
const fields: Record<keyof SignupBody, true> = { businessName: true, firstName: true, lastName: true, email: true, password: true };

/** Every field is sent (the server's schema wants them all), names and email without stray spaces. */
const trimmed = (values: SignupBody): SignupBody => ({
  businessName: values.businessName.trim(),
  firstName: values.firstName.trim(),
  lastName: (values.lastName ?? '').trim(),
  email: values.email.trim(),
  password: values.password,
});

/** Some text besides spaces (a name of only spaces is no name). */
const SOME_TEXT = '.*\\S.*';

/**
 * Sign-up (/register): a new business and its admin, signed in at once. A refusal is told in the
 * user's language: a taken email (409) above the form, a refused field under it; success opens the app.
 */
export function RegisterPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const form = usePublicForm<SignupBody>();
  const signUp = useApiMutation({
    mutationFn: signup,
    // told above the form and under its fields, not in a toast
    failureToast: false,
    onSuccess: () => navigate('/app'),
  });

  const refusal = useFieldRefusals(form, signUp, (field) => (field in fields ? (field as keyof SignupBody) : null));
  const failure = signUp.isError && failureCodeOf(signUp.error) === 'conflict' ? t('register.emailTaken') : refusal;

  return (
    <PublicPanel title={t('register.title')} width={420}>
      <ErrorAlert text={failure} />
      <PublicForm<SignupBody> form={form} onSubmit={(values) => signUp.mutate(trimmed(values))} busy={signUp.busy} aria-label={t('register.title')}>
        <PublicField
          name="businessName"
          label={t('register.businessName')}
          required
          pattern={SOME_TEXT}
          autoComplete="organization"
          autoFocus
          maxLength={200}
          messages={{ required: t('register.businessNameRequired'), pattern: t('register.businessNameRequired') }}
        />
        <PublicField
          name="firstName"
          label={t('register.firstName')}
          required
          pattern={SOME_TEXT}
          autoComplete="given-name"
          maxLength={100}
          messages={{ required: t('register.firstNameRequired'), pattern: t('register.firstNameRequired') }}
        />
        <PublicField name="lastName" label={t('register.lastName')} autoComplete="family-name" maxLength={100} />
        <PublicField
          name="email"
          label={t('register.email')}
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          messages={{ required: t('register.emailRequired'), email: t('register.emailInvalid') }}
        />
        <PublicField
          name="password"
          label={t('register.password')}
          type="password"
          required
          minLength={MIN_PASSWORD}
          autoComplete="new-password"
          maxLength={1024}
          help={t('register.passwordHelp', { min: MIN_PASSWORD })}
          messages={{ required: t('register.passwordRequired'), tooShort: t('register.passwordTooShort', { min: MIN_PASSWORD }) }}
        />
        <PublicButton busy={signUp.busy}>{t('register.submit')}</PublicButton>
      </PublicForm>
      <p style={{ marginBlock: '16px 0' }}>
        {t('register.haveAccount')} {/* underlined: a link inside a sentence must not be told apart by colour alone */}
        <Link to="/login" style={{ textDecoration: 'underline' }}>
          {t('register.signIn')}
        </Link>
      </p>
    </PublicPanel>
  );
}
