import { errorMessages, isHTTPError, login, type LoginBody } from '@frontdesk/shared';
import { Button, Card, Flex, Form, Input, Typography } from '@frontdesk/shared/antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FormErrors } from './FormErrors';

/** Sign in (spec §4): the server's errors are shown as they come; success opens the app. */
export function LoginPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const onFinish = async (values: LoginBody) => {
    setBusy(true);
    setErrors([]);
    try {
      await login(values);
      navigate('/app');
    } catch (error) {
      const messages = await errorMessages(error);
      setErrors(messages.length ? messages : [isHTTPError(error) ? t('login.failed') : t('login.unreachable')]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex justify="center" style={{ paddingBlock: 48 }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Typography.Title level={1} style={{ fontSize: 24, marginBlockStart: 0 }}>
          {t('login.title')}
        </Typography.Title>
        <FormErrors errors={errors} />
        <Form<LoginBody> layout="vertical" onFinish={onFinish} requiredMark={false} disabled={busy}>
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
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('login.submit')}
          </Button>
        </Form>
        <Typography.Paragraph style={{ marginBlockStart: 16, marginBlockEnd: 0 }}>
          {t('login.noAccount')} <Link to="/register">{t('login.createAccount')}</Link>
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
