// Fetched only by /app/extra/forms/redux (React.lazy, src/features/showcase/pages.ts): Redux Toolkit
// and React Redux are part of no other page.
import { updateProfile, useApiMutation, useSession, type ProfilePatch, type UserInfo } from '@frontdesk/shared';
import { Button, Flex, Input, Typography } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { Card } from '@frontdesk/shared/antd-pages';
import { ErrorAlert, PageTitle, useFieldRefusals } from '@frontdesk/shared/ui-pages';
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

const FIELDS = ['firstName', 'lastName', 'phone', 'bio'] as const satisfies readonly ProfileField[];
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
  const refusal = useFieldRefusals<ProfileField>(form, save, (field) => ((FIELDS as readonly string[]).includes(field) ? (field as ProfileField) : null));
  const fields = useMemo(() => FIELDS.map((name) => ({ name, value: draft[name] })), [draft]);

  return (
    <Flex vertical gap="large" style={{ maxWidth: 640 }}>
      <PageTitle routeId="formsRedux" intro={t('redux.intro')} />
      <Card>
        <Form<ProfileDraft>
          form={form}
          layout="vertical"
          fields={fields}
          onValuesChange={(changed: Partial<ProfileDraft>) => {
            for (const [field, value] of Object.entries(changed)) dispatch(edited({ field: field as ProfileField, value: value ?? '' }));
          }}
          onFinish={() => save.mutateAsync(changes).catch(() => undefined)}
        >
          <Form.Item name="firstName" label={t('redux.firstName')} rules={[{ required: true, whitespace: true, message: t('redux.firstNameRequired') }]}>
            <Input maxLength={100} autoComplete="given-name" />
          </Form.Item>
          <Form.Item name="lastName" label={t('redux.lastName')}>
            <Input maxLength={100} autoComplete="family-name" />
          </Form.Item>
          <Form.Item name="phone" label={t('redux.phone')}>
            <Input maxLength={40} autoComplete="tel" inputMode="tel" />
          </Form.Item>
          <Form.Item name="bio" label={t('redux.bio')}>
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} count={{ show: true, max: 1000 }} />
          </Form.Item>
          <ErrorAlert text={refusal} />
          <Flex justify="space-between" align="center" gap="middle" wrap>
            <Typography.Text type="secondary" aria-live="polite">
              {count ? t('redux.changes', { count }) : t('redux.unchanged')}
            </Typography.Text>
            <Flex gap="small">
              <Button onClick={() => dispatch(reset())} disabled={!count}>
                {t('redux.reset')}
              </Button>
              <Button type="primary" htmlType="submit" disabled={!count} loading={save.isPending}>
                {t('redux.save')}
              </Button>
            </Flex>
          </Flex>
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
