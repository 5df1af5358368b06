import { useApiMutation, useQuery, type Mail } from '@frontdesk/shared';
import { Input, Select } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { DrawerForm } from '@frontdesk/shared/ui-forms';
import { useTranslation } from 'react-i18next';
import { colleaguesQuery, saveDraft, sendMail } from '../api';

type Values = { to: string[]; subject: string; body: string };

/** The API's limits. */
const SUBJECT_MAX = 300;
const BODY_MAX = 20000;
const RECIPIENTS_MAX = 20;
/** an address as a person types one: something@somewhere.tld, no spaces (the API has the last word) */
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** a draft's recipients as the API keeps them: its addresses, comma-separated */
const recipientsOf = (draft: Mail) =>
  draft.to
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);

/**
 * The new-mail panel: to colleagues (picked by name; internal mail) or outside addresses (typed;
 * an email of the business), a subject and a message. "Save draft" keeps it in Drafts as it stands;
 * a draft opened here is written on, and leaves Drafts when sent. `onDone`: sent or saved.
 */
export function ComposeDrawer({ draft, onClose, onDone }: { draft?: Mail; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('collab');
  const colleagues = useQuery(colleaguesQuery());
  const draftId = draft?.mailId;
  const send = useApiMutation({
    mutationFn: (values: Values, { idempotencyKey }) => sendMail({ ...values, draftId }, idempotencyKey),
    // a retry after a lost answer must not send the mail twice
    idempotent: true,
    invalidates: [['mail']],
    successMessage: t('mail.composer.sent'),
    failureToast: false,
    onSuccess: onDone,
  });
  const keep = useApiMutation({
    mutationFn: (values: Values) => saveDraft({ ...values, draftId }),
    invalidates: [['mail']],
    successMessage: t('mail.composer.draftSaved'),
    onSuccess: onDone,
  });
  const options = (colleagues.data?.items ?? []).map((colleague) => ({ value: colleague.email, label: `${colleague.name} <${colleague.email}>` }));

  return (
    <DrawerForm<Values, unknown, Values>
      title={draft ? t('mail.composer.draftTitle') : t('mail.composer.title')}
      submitText={t('mail.composer.send')}
      cancelText={t('mail.composer.cancel')}
      mutation={send}
      initialValues={draft ? { to: recipientsOf(draft), subject: draft.subject, body: draft.text } : { to: [], subject: '', body: '' }}
      secondary={{
        label: t('mail.composer.saveDraft'),
        busy: keep.busy,
        run: ({ to, subject, body }) => keep.mutate({ to: (to ?? []).map((address) => address.trim()), subject: (subject ?? '').trim(), body: body ?? '' }),
      }}
      transform={({ to, subject, body }) => ({ to: to.map((address) => address.trim()), subject: subject.trim(), body })}
      fieldOf={(field) => (field === 'to' || field === 'subject' || field === 'body' ? field : null)}
      failure={(reason) => t('mail.composer.failed', { reason })}
      onClose={onClose}
      width={560}
    >
      <Form.Item
        name="to"
        label={t('mail.composer.to')}
        extra={t('mail.composer.toHelp')}
        rules={[
          { required: true, type: 'array', min: 1, message: t('mail.composer.toRequired') },
          {
            validator: (_, to: string[] = []) => {
              const wrong = to.find((address) => !ADDRESS.test(address.trim()));
              return wrong === undefined ? Promise.resolve() : Promise.reject(new Error(t('mail.composer.toInvalid', { address: wrong })));
            },
          },
        ]}
      >
        <Select mode="tags" options={options} tokenSeparators={[',', ';', ' ']} maxCount={RECIPIENTS_MAX} optionFilterProp="label" />
      </Form.Item>
      <Form.Item name="subject" label={t('mail.composer.subject')} rules={[{ required: true, whitespace: true, message: t('mail.composer.subjectRequired') }]}>
        <Input maxLength={SUBJECT_MAX} autoComplete="off" />
      </Form.Item>
      <Form.Item name="body" label={t('mail.composer.body')}>
        <Input.TextArea rows={8} maxLength={BODY_MAX} />
      </Form.Item>
    </DrawerForm>
  );
}
