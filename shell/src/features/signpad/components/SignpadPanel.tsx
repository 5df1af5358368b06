import { statusOf, useApiMutation } from '@frontdesk/shared';
import { Button, Flex, Input, Typography, theme } from '@frontdesk/shared/antd';
import { Card } from '@frontdesk/shared/antd-pages';
import { Form } from '@frontdesk/shared/antd-more';
import { FormOutlined } from '@frontdesk/shared/icons';
import { ErrorAlert } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { exitSignpad, setSessionMode } from '../../../common/api';

type ExitForm = { password: string };

/**
 * What the shell shows while the session is in signpad mode, instead of the app: the screen is a
 * customer's (signing forms arrives with the forms feature), and the way back takes the staff
 * member's password.
 */
export function SignpadPanel() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const [form] = Form.useForm<ExitForm>();
  const exit = useApiMutation({
    mutationFn: exitSignpad,
    // staff again: the store's user changes and the shell shows the app where it was
    onSuccess: setSessionMode,
    // told above the form, not in a toast
    failureToast: false,
  });

  const onFinish = ({ password }: ExitForm) => exit.mutate(password, { onError: () => form.resetFields(['password']) });
  // the server refuses a wrong password with 403 (api/README.md)
  const failure = exit.isError && statusOf(exit.error) === 403 ? t('signpad.wrongPassword') : exit.errorText;

  return (
    <Flex justify="center" style={{ paddingBlock: 48 }}>
      <Card style={{ width: '100%', maxWidth: 480 }}>
        <Flex vertical align="center" style={{ textAlign: 'center', marginBlockEnd: token.marginLG }}>
          <FormOutlined aria-hidden style={{ fontSize: 48, color: token.colorPrimary, marginBlockEnd: token.margin }} />
          <Typography.Title level={1} style={{ fontSize: 28, marginBlockStart: 0 }}>
            {t('signpad.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBlockEnd: 0 }}>
            {t('signpad.text')}
          </Typography.Paragraph>
        </Flex>
        <Typography.Title level={2} id="signpad-exit-title" style={{ fontSize: 18 }}>
          {t('signpad.exitTitle')}
        </Typography.Title>
        <ErrorAlert text={failure} />
        <Form<ExitForm>
          form={form}
          name="signpad-exit"
          aria-labelledby="signpad-exit-title"
          layout="vertical"
          onFinish={onFinish}
          requiredMark={false}
          disabled={exit.busy}
        >
          <Form.Item label={t('signpad.password')} name="password" rules={[{ required: true, message: t('signpad.passwordRequired') }]}>
            {/* not offered by the browser's password manager: the customer holds the screen */}
            <Input.Password autoComplete="off" maxLength={1024} />
          </Form.Item>
          <Typography.Paragraph type="secondary">{t('signpad.limitHint')}</Typography.Paragraph>
          <Button type="primary" htmlType="submit" block loading={exit.busy}>
            {t('signpad.submit')}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
