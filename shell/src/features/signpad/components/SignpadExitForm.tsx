import { sessionStore, statusOf, useApiMutation } from '@frontdesk/shared';
import { Button, Input, Typography } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { ErrorAlert } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { exitSignpad } from '../../../common/api';

type ExitForm = { password: string };

/** The way back from signpad mode: the staff member's password (five wrong ones sign the screen out). */
export function SignpadExitForm() {
  const { t } = useTranslation('shell');
  const [form] = Form.useForm<ExitForm>();
  const exit = useApiMutation({
    mutationFn: exitSignpad,
    // staff again: the store's user changes and the shell shows the app where it was
    onSuccess: sessionStore.setMode,
    // what the desk had read is read again: the customer signed meanwhile (the contact's forms, the report)
    invalidates: [[]],
    // told above the form, not in a toast
    failureToast: false,
  });

  const onFinish = ({ password }: ExitForm) => exit.mutate(password, { onError: () => form.resetFields(['password']) });
  // the server refuses a wrong password with 403 (api/README.md)
  const failure = exit.isError && statusOf(exit.error) === 403 ? t('signpad.wrongPassword') : exit.errorText;

  return (
    <>
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
    </>
  );
}
