import type { FormField } from '@frontdesk/shared';
import { Input, Typography } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { useTranslation } from 'react-i18next';
import { KeyedFieldList } from '../../../common/components/KeyedFieldList';
import type { FieldRowOf } from '../../../common/fieldKey';

/** the API's MAX_FORM_FIELDS */
const MAX_QUESTIONS = 40;
const KINDS = ['text', 'long_text', 'checkbox', 'date'] as const satisfies readonly FormField['kind'][];

export type QuestionRow = FieldRowOf<FormField['kind']>;

/**
 * A form's name, the text the customer reads first, and its questions (each a question or, for a
 * tick box, a statement; what answers it; whether it must be answered), inside FormTemplateModal.
 */
export function FormQuestions() {
  const { t } = useTranslation('contacts');
  const kinds = KINDS.map((kind) => ({ value: kind, label: t(`forms.kinds.${kind}`) }));

  return (
    <>
      <Form.Item label={t('forms.form.name')} name="name" rules={[{ required: true, whitespace: true, message: t('forms.form.nameRequired') }]}>
        <Input maxLength={200} placeholder={t('forms.form.namePlaceholder')} />
      </Form.Item>
      <Form.Item label={t('forms.form.intro')} name="intro" extra={t('forms.form.introHelp')}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={5000} />
      </Form.Item>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('forms.form.questions')}
      </Typography.Title>
      <KeyedFieldList
        kinds={kinds}
        newKind="text"
        max={MAX_QUESTIONS}
        texts={{
          title: (n) => t('forms.form.questionN', { n }),
          remove: (n) => t('forms.form.removeQuestion', { n }),
          none: t('forms.form.noQuestions'),
          add: t('forms.form.addQuestion'),
          kind: t('forms.form.kind'),
          required: t('forms.form.required'),
          label: { required: t('forms.form.labelRequired'), needsLetters: t('forms.form.labelNeedsLetters'), taken: t('forms.form.labelTaken') },
        }}
        labelField={(name, rules) => (
          <Form.Item label={t('forms.form.label')} name={[name, 'label']} extra={t('forms.form.labelHelp')} style={{ marginBottom: 8 }} rules={rules}>
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={500} />
          </Form.Item>
        )}
      />
      <Typography.Paragraph type="secondary">{t('forms.form.signatureNote')}</Typography.Paragraph>
    </>
  );
}
