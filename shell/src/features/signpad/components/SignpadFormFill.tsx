import { statusOf, useApiMutation, useQueryClient, type FormField, type PendingForm, type SignedFormSummary } from '@frontdesk/shared';
import { Button, Input, Typography } from '@frontdesk/shared/antd';
import { Checkbox, Form } from '@frontdesk/shared/antd-more';
import { ErrorAlert, useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { signWaitingForm } from '../../../common/api';
import { SignaturePad, hasSignature, type Stroke } from './SignaturePad';

type Values = { answers?: Record<string, string | boolean | undefined>; signerName: string; signature?: Stroke[] };
type Name = ['answers', string] | 'signerName' | 'signature';

/** The API's field of a refusal → the form's (answers.vet → ['answers', 'vet']); null for one it does not show. */
const nameOf = (field: string): Name | null => {
  if (field.startsWith('answers.')) return ['answers', field.slice('answers.'.length)];
  return field === 'signerName' || field === 'signature' ? field : null;
};

/** One question of the form, as the customer answers it. */
function FieldInput({ field }: { field: FormField }) {
  const { t } = useTranslation('shell');
  const name = ['answers', field.key];
  if (field.kind === 'checkbox') {
    const mustTick = (_: unknown, value?: boolean) => (!field.required || value ? Promise.resolve() : Promise.reject(new Error(t('signpad.tickRequired'))));
    return (
      <Form.Item name={name} valuePropName="checked" rules={[{ validator: mustTick }]}>
        <Checkbox>
          <span dir="auto">{field.label}</span>
          {field.required && <Typography.Text type="danger">{` ${t('signpad.requiredMark')}`}</Typography.Text>}
        </Checkbox>
      </Form.Item>
    );
  }
  const rules = field.required ? [{ required: true, whitespace: true, message: t('signpad.fieldRequired') }] : [];
  return (
    // the business's own words, in the language it wrote them: read in their own direction
    <Form.Item label={<span dir="auto">{field.label}</span>} name={name} rules={rules}>
      {field.kind === 'long_text' ? (
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={5000} />
      ) : field.kind === 'date' ? (
        // the device's own date picker (a tablet's wheel, a phone's calendar); the value is YYYY-MM-DD
        <Input type="date" />
      ) : (
        <Input maxLength={500} />
      )}
    </Form.Item>
  );
}

/**
 * The form waiting on the screen, as the customer fills it: its intro, each question (typed,
 * ticked or picked, by touch or keyboard), their name and their signature. What the server refuses
 * is said under its field; a form no longer waiting (signed, or taken back) is said above.
 */
export function SignpadFormFill({ form: pending, onSigned }: { form: PendingForm; onSigned: (signed: SignedFormSummary) => void }) {
  const { t } = useTranslation('shell');
  const [form] = Form.useForm<Values>();
  const queries = useQueryClient();
  const sign = useApiMutation({
    mutationFn: signWaitingForm,
    failureToast: false,
    onSuccess: onSigned,
    // no form waits any more (409): the panel reads the screen's form again
    onError: (error) => {
      if (statusOf(error) === 409) void queries.invalidateQueries({ queryKey: ['signpad-form'] });
    },
  });
  const refusal = useFieldRefusals(form, sign, nameOf);
  const failure = sign.isError && statusOf(sign.error) === 409 ? t('signpad.notWaiting') : refusal && t('signpad.signFailed', { reason: refusal });

  const onFinish = (values: Values) => {
    const answers: Record<string, string | boolean> = {};
    for (const field of pending.fields) {
      const value = values.answers?.[field.key];
      if (field.kind === 'checkbox') answers[field.key] = value === true;
      else if (typeof value === 'string' && value.trim()) answers[field.key] = value.trim();
    }
    sign.mutate({ answers, signerName: values.signerName.trim(), signature: { strokes: values.signature ?? [] } });
  };
  const mustSign = (_: unknown, strokes?: Stroke[]) => (hasSignature(strokes) ? Promise.resolve() : Promise.reject(new Error(t('signpad.signatureRequired'))));

  return (
    <Form<Values>
      form={form}
      name="signpad-form"
      aria-labelledby="signpad-form-title"
      layout="vertical"
      onFinish={onFinish}
      initialValues={{ signerName: pending.contactName, signature: [] }}
      disabled={sign.busy}
      scrollToFirstError
    >
      <Typography.Title level={1} id="signpad-form-title" style={{ fontSize: 26, marginBlockStart: 0 }}>
        <span dir="auto">{pending.name}</span>
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('signpad.formFor', { name: pending.contactName, business: pending.businessName })}</Typography.Paragraph>
      {pending.intro && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>
          <span dir="auto">{pending.intro}</span>
        </Typography.Paragraph>
      )}
      {pending.fields.length > 0 && (
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {t('signpad.yourAnswers')}
        </Typography.Title>
      )}
      {pending.fields.map((field) => (
        <FieldInput key={field.key} field={field} />
      ))}
      <Form.Item label={t('signpad.signerName')} name="signerName" rules={[{ required: true, whitespace: true, message: t('signpad.signerNameRequired') }]}>
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('signpad.signature')} name="signature" extra={t('signpad.signatureHelp')} required rules={[{ validator: mustSign }]}>
        <SignaturePad />
      </Form.Item>
      <ErrorAlert text={failure} />
      <Button type="primary" htmlType="submit" size="large" block loading={sign.busy}>
        {t('signpad.sign')}
      </Button>
    </Form>
  );
}
