import { createPost, FEED_KEY, useApiMutation, type MAX_POST_LENGTH } from '@frontdesk/shared';
import { Input } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { ErrorAlert, FormFooter, useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';

/** the API's longest post (typed by its constant, so the type check fails when the two part) */
const MAX_LENGTH: typeof MAX_POST_LENGTH = 2000;

type Values = { body: string };

/** The box a staff member posts to the feed from: not blank, at most MAX_LENGTH characters. */
export function PostComposer() {
  const { t } = useTranslation('collab');
  const [form] = Form.useForm<Values>();
  const post = useApiMutation({
    mutationFn: (values: Values) => createPost({ body: values.body }),
    invalidates: [[...FEED_KEY]],
    successMessage: () => t('social.composer.posted'),
    failureToast: false,
    onSuccess: () => form.resetFields(),
  });
  const refusal = useFieldRefusals(form, post, (field) => (field === 'body' ? 'body' : null));

  return (
    <Form<Values> form={form} layout="vertical" onFinish={(values) => post.mutateAsync(values).catch(() => undefined)} requiredMark={false}>
      <Form.Item
        name="body"
        label={t('social.composer.label')}
        rules={[
          { required: true, whitespace: true, message: t('social.composer.required') },
          { max: MAX_LENGTH, message: t('social.composer.tooLong', { max: MAX_LENGTH }) },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} placeholder={t('social.composer.placeholder')} count={{ show: true, max: MAX_LENGTH }} />
      </Form.Item>
      <ErrorAlert text={refusal} />
      <FormFooter submit={t('social.composer.post')} busy={post.isPending} />
    </Form>
  );
}
