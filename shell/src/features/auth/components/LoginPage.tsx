import { askedAppAddress, login, useApiMutation, type LoginBody } from '@frontdesk/shared';
import { PublicButton, PublicField, PublicForm, PublicPanel } from '@frontdesk/shared/public';
import { ErrorAlert } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { LoginEmailField } from './LoginEmailField';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { signInFailureCode } from '../utils/signInFailureCode';

/**
 * Sign in (spec §4): a refusal is told above the form in the user's language; success opens the
 * app, at the address the visitor asked for before being sent here when there was one.
 */
export function LoginPage() {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const { state } = useLocation();
  const signIn = useApiMutation({
    mutationFn: login,
    // told above the form, not in a toast
    failureToast: false,
    onSuccess: () => navigate(askedAppAddress(state) ?? '/app'),
  });

  return (
    <PublicPanel title={t('login.title')} width={420}>
      <ErrorAlert text={signIn.isError ? t(`common:errors.${signInFailureCode(signIn.error)}`) : null} />
      <PublicForm<LoginBody> onSubmit={(values) => signIn.mutate(values)} busy={signIn.busy}>
        <LoginEmailField />
        <PublicField
          name="password"
          label={t('login.password')}
          type="password"
          required
          autoComplete="current-password"
          messages={{ required: t('login.passwordRequired') }}
        />
        <PublicButton busy={signIn.busy}>{t('login.submit')}</PublicButton>
      </PublicForm>
      <p style={{ marginBlock: '16px 0' }}>
        <Link to="/reset-password">{t('login.forgot')}</Link>
      </p>
      <p style={{ marginBlock: '8px 0' }}>
        {t('login.noAccount')} <Link to="/register">{t('login.createAccount')}</Link>
      </p>
    </PublicPanel>
  );
}
