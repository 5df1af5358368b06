import { login, useApiMutation, type LoginBody } from '@frontdesk/shared';
import { Button, Form, Input } from '@frontdesk/shared/antd';
import { ErrorAlert, PublicPanel } from '@frontdesk/shared/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { signInFailureCode } from '../utils/signInFailureCode';

/** Sign in (spec §4): a refusal is told above the form in the user's language; success opens the app. */
export function LoginPage() {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const signIn = useApiMutation({
    mutationFn: login,
    // told above the form, not in a toast
    failureToast: false,
    onSuccess: () => navigate('/app'),
  });

  return (
    <PublicPanel title={t('login.title')} width={420}>
      <ErrorAlert text={signIn.isError ? t(`common:errors.${signInFailureCode(signIn.error)}`) : null} />
      <Form<LoginBody> layout="vertical" onFinish={(values) => signIn.mutate(values)} requiredMark={false} disabled={signIn.busy}>
        <Form.Item
          label={t('login.email')}
          name="email"
          rules={[
            { required: true, message: t('login.emailRequired') },
            { type: 'email', message: t('login.emailInvalid') },
          ]}
        >
          <Input autoComplete="username" inputMode="email" autoFocus />
        </Form.Item>
        <Form.Item label={t('login.password')} name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={signIn.busy}>
          {t('login.submit')}
        </Button>
      </Form>
      <p style={{ marginBlock: '16px 0' }}>
        {t('login.noAccount')} <Link to="/register">{t('login.createAccount')}</Link>
      </p>
    </PublicPanel>
  );
}
