import {
  acceptInvitation,
  checkAccountLink,
  confirmPasswordReset,
  failureCodeOf,
  linkToken,
  queryOptions,
  requestPasswordReset,
  useApiMutation,
  useQuery,
  type AccountLinkKind,
} from '@frontdesk/shared';
import { PublicAlert, PublicButton, PublicField, PublicForm, PublicPanel, usePublicForm } from '@frontdesk/shared/public';
import { ErrorAlert, useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { LoginEmailField } from './LoginEmailField';
import { Link, useLocation } from 'react-router-dom';

/** The server's rule for a new password (api: MIN_PASSWORD_LENGTH), checked here first. */
export const MIN_PASSWORD = 10;

type PasswordValues = { password: string; firstName: string; lastName: string };

const linkQuery = (kind: AccountLinkKind, token: string) =>
  queryOptions({ queryKey: ['account-link', kind, token], queryFn: () => checkAccountLink(kind, token), retry: false, staleTime: Infinity });

/**
 * The page of a mailed link (issue 33 §10): /accept-invitation (the invited person chooses their
 * password, and may correct their name) and /reset-password (a new password). The token is in the
 * address's fragment, which no server sees. A link unknown, used or run out says so, and how to get
 * another; a password set leads to the sign-in.
 */
export function AccountLinkPage({ kind }: { kind: AccountLinkKind }) {
  const { t } = useTranslation('shell');
  const token = linkToken(useLocation().hash);
  const title = t(kind === 'invitation' ? 'links.invitationTitle' : 'links.resetTitle');
  if (!token) return kind === 'reset' ? <ResetRequestForm /> : <DeadLink kind={kind} title={title} />;
  return <PasswordForm kind={kind} token={token} title={title} />;
}

function DeadLink({ kind, title }: { kind: AccountLinkKind; title: string }) {
  const { t } = useTranslation('shell');
  return (
    <PublicPanel title={title} width={420}>
      <PublicAlert>{t(kind === 'invitation' ? 'links.invitationDead' : 'links.resetDead')}</PublicAlert>
      <p style={{ marginBlock: '16px 0' }}>
        {kind === 'reset' ? <Link to="/reset-password">{t('links.askAgain')}</Link> : <Link to="/login">{t('links.toSignIn')}</Link>}
      </p>
    </PublicPanel>
  );
}

function PasswordForm({ kind, token, title }: { kind: AccountLinkKind; token: string; title: string }) {
  const { t } = useTranslation('shell');
  const link = useQuery(linkQuery(kind, token));
  const form = usePublicForm<PasswordValues>();
  const send = useApiMutation({
    mutationFn: (values: PasswordValues) =>
      kind === 'invitation'
        ? acceptInvitation({ token, password: values.password, firstName: values.firstName.trim(), lastName: values.lastName.trim() })
        : confirmPasswordReset({ token, password: values.password }),
    failureToast: false,
  });
  const refusal = useFieldRefusals(form, send, (field) => (field === 'password' || field === 'firstName' || field === 'lastName' ? field : null));

  if (link.isPending)
    return (
      <PublicPanel title={title} width={420}>
        {t('links.checking')}
      </PublicPanel>
    );
  if (link.isError || (send.isError && failureCodeOf(send.error) === 'link_expired')) return <DeadLink kind={kind} title={title} />;
  if (send.isSuccess) {
    return (
      <PublicPanel title={title} width={420}>
        <p role="status">{t('links.passwordSet', { email: send.data.email })}</p>
        <Link to="/login">{t('links.toSignIn')}</Link>
      </PublicPanel>
    );
  }
  const info = link.data;
  return (
    <PublicPanel title={title} width={420}>
      <p>{t(kind === 'invitation' ? 'links.invitationIntro' : 'links.resetIntro', { business: info.businessName, email: info.email })}</p>
      <ErrorAlert text={refusal} />
      <PublicForm<PasswordValues> form={form} onSubmit={(values) => send.mutate(values)} busy={send.busy} aria-label={title}>
        {kind === 'invitation' && (
          <>
            <PublicField name="firstName" label={t('register.firstName')} required defaultValue={info.firstName} autoComplete="given-name" maxLength={100} />
            <PublicField name="lastName" label={t('register.lastName')} defaultValue={info.lastName} autoComplete="family-name" maxLength={100} />
          </>
        )}
        <PublicField
          name="password"
          label={t('links.newPassword')}
          type="password"
          required
          minLength={MIN_PASSWORD}
          maxLength={1024}
          autoComplete="new-password"
          autoFocus
          help={t('register.passwordHelp', { min: MIN_PASSWORD })}
          messages={{ required: t('login.passwordRequired'), tooShort: t('register.passwordTooShort', { min: MIN_PASSWORD }) }}
        />
        <PublicButton busy={send.busy}>{t(kind === 'invitation' ? 'links.accept' : 'links.savePassword')}</PublicButton>
      </PublicForm>
    </PublicPanel>
  );
}

/** /reset-password without a link: the email to mail one to. The answer is the same whether it has a login. */
function ResetRequestForm() {
  const { t } = useTranslation('shell');
  const ask = useApiMutation({ mutationFn: ({ email }: { email: string }) => requestPasswordReset(email.trim()), failureToast: false });
  const title = t('links.forgotTitle');
  if (ask.isSuccess) {
    return (
      <PublicPanel title={title} width={420}>
        <p role="status">{t('links.resetSent')}</p>
        <Link to="/login">{t('links.toSignIn')}</Link>
      </PublicPanel>
    );
  }
  return (
    <PublicPanel title={title} width={420}>
      <p>{t('links.forgotIntro')}</p>
      <ErrorAlert error={ask.isError ? ask.error : undefined} />
      <PublicForm<{ email: string }> onSubmit={(values) => ask.mutate(values)} busy={ask.busy} aria-label={title}>
        <LoginEmailField />
        <PublicButton busy={ask.busy}>{t('links.sendLink')}</PublicButton>
      </PublicForm>
      <p style={{ marginBlock: '16px 0' }}>
        <Link to="/login">{t('links.toSignIn')}</Link>
      </p>
    </PublicPanel>
  );
}

export const AcceptInvitationPage = () => <AccountLinkPage kind="invitation" />;
export const ResetPasswordPage = () => <AccountLinkPage kind="reset" />;
