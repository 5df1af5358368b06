import { errorMessages, isHTTPError, signup, type SignupBody } from '@frontdesk/shared';
import { Button, Card, Flex, Form, Input, Typography } from '@frontdesk/shared/antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FormErrors } from './FormErrors';

/** The server's rule for a new password (api: MIN_PASSWORD), checked here first to save a round trip. */
const MIN_PASSWORD = 10;

const blank: SignupBody = { businessName: '', firstName: '', lastName: '', email: '', password: '' };

/**
 * Sign-up (/register): a new business and its admin, signed in at once. Like sign-in, the server's
 * refusals are shown as it words them (a taken email: 409); success opens the app.
 */
export function RegisterPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const onFinish = async (values: SignupBody) => {
    setBusy(true);
    setErrors([]);
    try {
      // every field is sent (the server's schema wants them all), names and email without stray spaces
      await signup({
        businessName: values.businessName.trim(),
        firstName: values.firstName.trim(),
        lastName: (values.lastName ?? '').trim(),
        email: values.email.trim(),
        password: values.password,
      });
      navigate('/app');
    } catch (error) {
      const messages = await errorMessages(error);
      setErrors(messages.length ? messages : [isHTTPError(error) ? t('register.failed') : t('login.unreachable')]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex justify="center" style={{ paddingBlock: 48 }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Typography.Title level={1} style={{ fontSize: 24, marginBlockStart: 0 }}>
          {t('register.title')}
        </Typography.Title>
        <FormErrors errors={errors} />
        <Form<SignupBody>
          name="signup"
          layout="vertical"
          initialValues={blank}
          onFinish={onFinish}
          requiredMark={false}
          disabled={busy}
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
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('register.submit')}
          </Button>
        </Form>
        <Typography.Paragraph style={{ marginBlockStart: 16, marginBlockEnd: 0 }}>
          {t('register.haveAccount')} <Link to="/login">{t('register.signIn')}</Link>
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
