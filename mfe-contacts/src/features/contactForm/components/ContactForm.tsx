import { formatPhone, useQuery, type ApiMutation, type Contact, type ContactInput } from '@frontdesk/shared';
import { Flex, Input, Select } from '@frontdesk/shared/antd';
import { Card } from '@frontdesk/shared/antd-pages';
import { Form, Switch } from '@frontdesk/shared/antd-more';
import { ErrorAlert, FormFooter, useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { tagsQuery } from '../../../common/api/contacts';
import { useSourceOptions } from '../../../common/useSourceOptions';
import { useDuplicates } from '../hooks/useDuplicates';
import { blankContact, isEmail, isFormField, isPhone, isWebAddress, phoneDigits, toContactInput, type ContactFormValues } from '../utils/contactValues';
import { DuplicateWarning } from './DuplicateWarning';

const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 40;

type Props = {
  /** the contact being changed; none for a new one */
  contact?: Contact;
  /** the fields' first values (the contact's, for an edit) */
  initial?: ContactFormValues;
  /** sends the input (what follows a save is the mutation's) */
  save: ApiMutation<Contact, ContactInput>;
  /** where Cancel goes */
  cancelTo: string;
};

/** The duplicate warning, watching the email and phone on its own (typing re-renders only it). */
function Duplicates({ excludeId }: { excludeId?: string }) {
  const form = Form.useFormInstance<ContactFormValues>();
  const email = Form.useWatch('email', form) ?? '';
  const phone = Form.useWatch('phone', form) ?? '';
  return <DuplicateWarning duplicates={useDuplicates(email, phone, excludeId)} />;
}

/**
 * The contact form (new and edit): every field labelled, checked here as the server checks it,
 * duplicates warned about while typing; the server's refusals land under their fields.
 */
export function ContactForm({ contact, initial, save, cancelTo }: Props) {
  const { t } = useTranslation('contacts');
  const [form] = Form.useForm<ContactFormValues>();
  const sources = useSourceOptions();
  // the picker offers the tags in use; it works without them while they load
  const tags = useQuery(tagsQuery()).data?.tags.map(({ tag }) => tag) ?? [];
  const failure = useFieldRefusals(form, save, (field) => (isFormField(field) ? field : null));

  return (
    <Card style={{ maxWidth: 760 }}>
      <Form<ContactFormValues>
        form={form}
        name="contact"
        layout="vertical"
        initialValues={initial ?? blankContact}
        onFinish={(values) => save.mutate(toContactInput(values))}
        disabled={save.busy}
        scrollToFirstError
      >
        <Flex gap="middle" wrap>
          <Form.Item
            label={t('fields.firstName')}
            name="firstName"
            dependencies={['lastName']}
            style={{ flex: '1 1 240px' }}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, value?: string) =>
                  value?.trim() || String(getFieldValue('lastName') ?? '').trim() ? Promise.resolve() : Promise.reject(new Error(t('form.errors.name'))),
              }),
            ]}
          >
            <Input autoComplete="off" maxLength={100} autoFocus />
          </Form.Item>
          <Form.Item label={t('fields.lastName')} name="lastName" style={{ flex: '1 1 240px' }}>
            <Input autoComplete="off" maxLength={100} />
          </Form.Item>
        </Flex>
        <Flex gap="middle" wrap>
          <Form.Item
            label={t('fields.email')}
            name="email"
            style={{ flex: '1 1 240px' }}
            rules={[
              {
                validator: (_, value?: string) => (!value?.trim() || isEmail(value) ? Promise.resolve() : Promise.reject(new Error(t('form.errors.email')))),
              },
            ]}
          >
            <Input type="email" inputMode="email" autoComplete="off" maxLength={254} />
          </Form.Item>
          <Form.Item
            label={t('fields.phone')}
            name="phone"
            style={{ flex: '1 1 240px' }}
            extra={t('form.help.phone')}
            rules={[
              {
                validator: (_, value?: string) => (isPhone(value ?? '') ? Promise.resolve() : Promise.reject(new Error(t('form.errors.phone')))),
              },
            ]}
          >
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="off"
              maxLength={30}
              onBlur={(event) => {
                // shown formatted once it is a whole number
                const digits = phoneDigits(event.target.value);
                if (digits.length === 10) form.setFieldValue('phone', formatPhone(digits));
              }}
            />
          </Form.Item>
        </Flex>
        <Duplicates excludeId={contact?.id} />
        <Form.Item label={t('fields.address')} name="address">
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.Item label={t('fields.notes')} name="notes">
          <Input.TextArea rows={4} maxLength={5000} />
        </Form.Item>
        <Flex gap="middle" wrap>
          <Form.Item
            label={t('fields.tags')}
            name="tags"
            style={{ flex: '1 1 240px' }}
            extra={t('form.help.tags')}
            rules={[
              {
                validator: (_, value?: string[]) =>
                  (value ?? []).length > MAX_TAGS
                    ? Promise.reject(new Error(t('form.errors.tooManyTags', { max: MAX_TAGS })))
                    : (value ?? []).some((tag) => tag.trim().length > MAX_TAG_LENGTH)
                      ? Promise.reject(new Error(t('form.errors.tagTooLong', { max: MAX_TAG_LENGTH })))
                      : Promise.resolve(),
              },
            ]}
          >
            <Select mode="tags" tokenSeparators={[',']} options={tags.map((tag) => ({ value: tag, label: tag }))} />
          </Form.Item>
          <Form.Item label={t('fields.source')} name="source" style={{ flex: '1 1 240px' }}>
            <Select allowClear options={sources} placeholder={t('form.help.source')} />
          </Form.Item>
        </Flex>
        <Form.Item label={t('fields.marketingConsent')} name="marketingConsent" valuePropName="checked" extra={t('form.help.marketingConsent')}>
          <Switch />
        </Form.Item>
        <Form.Item
          label={t('fields.avatar')}
          name="image_32x32"
          rules={[
            {
              validator: (_, value?: string) =>
                !value?.trim() || isWebAddress(value) ? Promise.resolve() : Promise.reject(new Error(t('form.errors.avatar'))),
            },
          ]}
        >
          <Input type="url" inputMode="url" placeholder="https://" maxLength={2048} />
        </Form.Item>
        <ErrorAlert text={failure && t('form.failed', { reason: failure })} />
        <FormFooter submit={t(contact ? 'form.save' : 'form.create')} busy={save.busy} cancel={{ label: t('form.cancel'), to: cancelTo }} />
      </Form>
    </Card>
  );
}
