// Fetched only by /app/extra/forms/redux (React.lazy, src/features/showcase/pages.ts): Redux Toolkit
// and React Redux are part of no other page.
import { updateProfile, useApiMutation, useSession, type ProfilePatch, type UserInfo } from '@frontdesk/shared';
import { Flex, Input, Typography } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { Card } from '@frontdesk/shared/antd-pages';
import { ErrorAlert, FormFooter, PageTitle, useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider, useDispatch, useSelector } from 'react-redux';
import {
  changedFields,
  edited,
  loaded,
  makeProfileStore,
  reset,
  type ProfileDraft,
  type ProfileField,
  type ProfileState,
  type ProfileStore,
} from '../profileSlice';
import { registerShowcaseTexts } from '../i18n';

registerShowcaseTexts();

/** the profile's fields as PATCH /api/profile takes them: the form is drawn from this list, each change an action */
const FIELDS: { name: ProfileField; max: number; autoComplete?: string; required?: true }[] = [
  { name: 'firstName', max: 100, autoComplete: 'given-name', required: true },
  { name: 'lastName', max: 100, autoComplete: 'family-name' },
  { name: 'phone', max: 40, autoComplete: 'tel' },
  { name: 'bio', max: 1000 },
];
const isField = (field: string): field is ProfileField => FIELDS.some((entry) => entry.name === field);
const draftOf = (user: UserInfo): ProfileDraft => ({ firstName: user.firstName, lastName: user.lastName, phone: user.phone, bio: user.bio });

/** /app/extra/forms/redux (demo flag): the signed-in person's profile, its form's state in a Redux Toolkit slice. */
export function ReduxPage() {
  const user = useSession().user;
  const [store] = useState<ProfileStore>(() => {
    const created = makeProfileStore();
    if (user) created.dispatch(loaded(draftOf(user)));
    return created;
  });
  return (
    <Provider store={store}>
      <ProfileForm />
    </Provider>
  );
}

function ProfileForm() {
  const { t } = useTranslation('showcase');
  const dispatch = useDispatch<ProfileStore['dispatch']>();
  const draft = useSelector((state: ProfileState) => state.profile.draft);
  const changes = useSelector(changedFields, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const count = Object.keys(changes).length;
  const [form] = Form.useForm<ProfileDraft>();
  const save = useApiMutation({
    mutationFn: (patch: ProfilePatch) => updateProfile(patch),
    successMessage: () => t('redux.saved'),
    failureToast: 'fields',
    onSuccess: (user) => {
      dispatch(loaded(draftOf(user)));
    },
  });
  const refusal = useFieldRefusals<ProfileField>(form, save, (field) => (isField(field) ? field : null));
  const fields = useMemo(() => FIELDS.map(({ name }) => ({ name, value: draft[name] })), [draft]);

  return (
    <Flex vertical gap="large" style={{ maxWidth: 640 }}>
      <PageTitle routeId="formsRedux" intro={t('redux.intro')} />
      <Card>
        <Form<ProfileDraft>
          form={form}
          layout="vertical"
          fields={fields}
          onValuesChange={(changed: Partial<ProfileDraft>) => {
            for (const [field, value] of Object.entries(changed)) if (isField(field)) dispatch(edited({ field, value: value ?? '' }));
          }}
          onFinish={() => save.mutateAsync(changes).catch(() => undefined)}
        >
          {FIELDS.map(({ name, max, autoComplete, required }) => (
            <Form.Item
              key={name}
              name={name}
              label={t(`redux.${name}`)}
              rules={required ? [{ required, whitespace: true, message: t('redux.firstNameRequired') }] : []}
            >
              {name === 'bio' ? (
                <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} count={{ show: true, max }} />
              ) : (
                <Input maxLength={max} autoComplete={autoComplete} />
              )}
            </Form.Item>
          ))}
          <ErrorAlert text={refusal} />
          <Typography.Paragraph type="secondary" aria-live="polite">
            {count ? t('redux.changes', { count }) : t('redux.unchanged')}
          </Typography.Paragraph>
          <FormFooter submit={t('redux.save')} busy={save.isPending} disabled={!count} cancel={{ label: t('redux.reset'), onClick: () => dispatch(reset()) }} />
        </Form>
      </Card>
      <Card title={t('redux.state')} size="small">
        <pre dir="ltr" style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {JSON.stringify({ changes }, null, 2)}
        </pre>
      </Card>
      <Typography.Text type="secondary">{t('library', { library: 'Redux Toolkit 2 + React Redux 9' })}</Typography.Text>
    </Flex>
  );
}
