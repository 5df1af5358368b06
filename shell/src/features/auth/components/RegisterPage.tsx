import { failureCodeOf, signup, useApiMutation, type SignupBody } from '@frontdesk/shared';
import { Button, Form, Input } from '@frontdesk/shared/antd';
import { ErrorAlert, PublicPanel, useFieldRefusals } from '@frontdesk/shared/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

/** The server's rule for a new password (api: MIN_PASSWORD), checked here first to save a round trip. */
const MIN_PASSWORD = 10;

const blank: SignupBody = { businessName: '', firstName: '', lastName: '', email: '', password: '' };

/** Every field is sent (the server's schema wants them all), names and email without stray spaces. */
const trimmed = (values: SignupBody): SignupBody => ({
  businessName: values.businessName.trim(),
  firstName: values.firstName.trim(),
  lastName: (values.lastName ?? '').trim(),
  email: values.email.trim(),
  password: values.password,
});

/**
 * Sign-up (/register): a new business and its admin, signed in at once. A refusal is told in the
 * user's language: a taken email (409) above the form, a refused field under it; success opens the app.
 */
export function RegisterPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [form] = Form.useForm<SignupBody>();
  const signUp = useApiMutation({
    mutationFn: signup,
    // told above the form and under its fields, not in a toast
    failureToast: false,
    onSuccess: () => navigate('/app'),
  });

  const onFinish = (values: SignupBody) => signUp.mutate(trimmed(values));
  const refusal = useFieldRefusals(form, signUp, (field) => (field in blank ? (field as keyof SignupBody) : null));
  const failure = signUp.isError && failureCodeOf(signUp.error) === 'conflict' ? t('register.emailTaken') : refusal;

  return (
    <PublicPanel title={t('register.title')} width={420}>
      <ErrorAlert text={failure} />
      <Form<SignupBody>
        form={form}
        name="signup"
        layout="vertical"
        initialValues={blank}
        onFinish={onFinish}
        requiredMark={false}
        disabled={signUp.busy}
      >
        <Form.Item
          label={t('register.businessName')}
          name="businessName"
          rules={[{ required: true, whitespace: true, message: t('register.businessNameRequired') }]}
        >
          <Input autoComplete="organization" autoFocus maxLength={200} />
        </Form.Item>
        <Form.Item
          label={t('register.firstName')}
          name="firstName"
          rules={[{ required: true, whitespace: true, message: t('register.firstNameRequired') }]}
        >
          <Input autoComplete="given-name" maxLength={100} />
        </Form.Item>
        <Form.Item label={t('register.lastName')} name="lastName">
          <Input autoComplete="family-name" maxLength={100} />
        </Form.Item>
        <Form.Item
          label={t('register.email')}
          name="email"
          rules={[
            { required: true, whitespace: true, message: t('register.emailRequired') },
            { type: 'email', transform: (v: string) => v.trim(), message: t('register.emailInvalid') },
          ]}
        >
          <Input autoComplete="email" inputMode="email" maxLength={254} />
        </Form.Item>
        <Form.Item
          label={t('register.password')}
          name="password"
          extra={t('register.passwordHelp', { min: MIN_PASSWORD })}
          rules={[
            { required: true, message: t('register.passwordRequired') },
            { min: MIN_PASSWORD, message: t('register.passwordTooShort', { min: MIN_PASSWORD }) },
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={1024} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={signUp.busy}>
          {t('register.submit')}
        </Button>
      </Form>
      <p style={{ marginBlock: '16px 0' }}>
        {t('register.haveAccount')} {/* underlined: a link inside a sentence must not be told apart by colour alone */}
        <Link to="/login" style={{ textDecoration: 'underline' }}>
          {t('register.signIn')}
        </Link>
      </p>
    </PublicPanel>
  );
}
