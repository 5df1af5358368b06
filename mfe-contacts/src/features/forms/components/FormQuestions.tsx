import type { FormField } from '@frontdesk/shared';
import { Button, Flex, Input, Select, Typography } from '@frontdesk/shared/antd';
import { Form, Switch } from '@frontdesk/shared/antd-more';
import { PlusOutlined } from '@frontdesk/shared/icons';
import { useTranslation } from 'react-i18next';
import { KeyedFieldCard, keyedLabelRules } from '../../../common/components/KeyedFieldCard';
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
      <Form.List name="fields">
        {(list, { add, remove }) => (
          <Flex vertical gap="small" style={{ marginBlockEnd: 16 }}>
            {list.length === 0 && <Typography.Text type="secondary">{t('forms.form.noQuestions')}</Typography.Text>}
            {list.map(({ key, name }, index) => (
              <KeyedFieldCard
                key={key}
                name={name}
                title={t('forms.form.questionN', { n: index + 1 })}
                removeLabel={t('forms.form.removeQuestion', { n: index + 1 })}
                onRemove={() => remove(name)}
              >
                <Form.Item
                  label={t('forms.form.label')}
                  name={[name, 'label']}
                  extra={t('forms.form.labelHelp')}
                  style={{ marginBottom: 8 }}
                  rules={keyedLabelRules('fields', name, {
                    required: t('forms.form.labelRequired'),
                    needsLetters: t('forms.form.labelNeedsLetters'),
                    taken: t('forms.form.labelTaken'),
                  })}
                >
                  <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={500} />
                </Form.Item>
                <Flex gap="middle" wrap align="flex-start">
                  <Form.Item label={t('forms.form.kind')} name={[name, 'kind']} style={{ flex: '1 1 160px', marginBottom: 8 }}>
                    <Select options={kinds} />
                  </Form.Item>
                  <Form.Item label={t('forms.form.required')} name={[name, 'required']} valuePropName="checked" style={{ flex: '0 0 auto', marginBottom: 8 }}>
                    <Switch />
                  </Form.Item>
                </Flex>
              </KeyedFieldCard>
            ))}
            <div>
              <Button
                icon={<PlusOutlined aria-hidden />}
                onClick={() => add({ label: '', kind: 'text', required: false })}
                disabled={list.length >= MAX_QUESTIONS}
              >
                {t('forms.form.addQuestion')}
              </Button>
            </div>
          </Flex>
        )}
      </Form.List>
      <Typography.Paragraph type="secondary">{t('forms.form.signatureNote')}</Typography.Paragraph>
    </>
  );
}
