import { formatPhone, useQuery, type ApiMutation, type Contact, type ContactInput, type DuplicateMatch } from '@frontdesk/shared';
import { Flex, Input, Select } from '@frontdesk/shared/antd';
import { Card, Modal } from '@frontdesk/shared/antd-pages';
import { Form, Switch } from '@frontdesk/shared/antd-more';
import { ErrorAlert, FormFooter, useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { tagsQuery } from '../../../common/api/contacts';
import { useSourceOptions } from '../../../common/useSourceOptions';
import { useDuplicates } from '../hooks/useDuplicates';
import { blankContact, isEmail, isFormField, isPhone, isWebAddress, phoneDigits, toContactInput, type ContactFormValues } from '../utils/contactValues';
import { DuplicateMatches, DuplicateWarning } from './DuplicateWarning';

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

/** The duplicate warning, watching the email and phone on its own (typing re-renders only it); the form's Save reads the matches from `found`. */
function Duplicates({ excludeId, found }: { excludeId?: string; found: MutableRefObject<DuplicateMatch[]> }) {
  const form = Form.useFormInstance<ContactFormValues>();
  const email = Form.useWatch('email', form) ?? '';
  const phone = Form.useWatch('phone', form) ?? '';
  const duplicates = useDuplicates(email, phone, excludeId);
  useEffect(() => {
    found.current = duplicates;
  }, [found, duplicates]);
  return <DuplicateWarning duplicates={duplicates} />;
}

/**
 * The contact form (new and edit): every field labelled, checked here as the server checks it,
 * duplicates warned about while typing and asked about on Save; the server's refusals land under
 * their fields.
 */
export function ContactForm({ contact, initial, save, cancelTo }: Props) {
  const { t } = useTranslation('contacts');
  const [form] = Form.useForm<ContactFormValues>();
  const sources = useSourceOptions();
  // the picker offers the tags in use; it works without them while they load
  const tags = useQuery(tagsQuery()).data?.tags.map(({ tag }) => tag) ?? [];
  const failure = useFieldRefusals(form, save, (field) => (isFormField(field) ? field : null));
  // a save while another contact has this email or phone waits for "Save anyway"
  const duplicates = useRef<DuplicateMatch[]>([]);
  const [asking, setAsking] = useState<{ input: ContactInput; matches: DuplicateMatch[] } | null>(null);
  const send = (values: ContactFormValues) => {
    const input = toContactInput(values);
    if (duplicates.current.length > 0) setAsking({ input, matches: duplicates.current });
    else save.mutate(input);
  };

  return (
    <Card style={{ maxWidth: 760 }}>
      <Form<ContactFormValues>
        form={form}
        name="contact"
        layout="vertical"
        initialValues={initial ?? blankContact}
        onFinish={send}
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
        <Duplicates excludeId={contact?.id} found={duplicates} />
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
      <Modal
        open={asking !== null}
        title={t('form.duplicate.confirmTitle')}
        okText={t('form.duplicate.saveAnyway')}
        cancelText={t('form.duplicate.goBack')}
        onOk={() => {
          if (asking) save.mutate(asking.input);
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      >
        <p>{t('form.duplicate.confirmText')}</p>
        {asking ? <DuplicateMatches duplicates={asking.matches} /> : null}
      </Modal>
    </Card>
  );
}
