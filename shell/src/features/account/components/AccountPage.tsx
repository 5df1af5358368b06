import { formatPhone, languageNames, languages, settingsStore, themeNames, useSession, useSettings, type Direction, type Settings } from '@frontdesk/shared';
import { Avatar, Button, Flex, Input, Select, Typography } from '@frontdesk/shared/antd';
import { Card, Segmented } from '@frontdesk/shared/antd-pages';
import { Descriptions, Form, Switch } from '@frontdesk/shared/antd-more';
import { EditOutlined, UserOutlined } from '@frontdesk/shared/icons';
import { lazy, Suspense, useState } from 'react';

// the form kit comes with the dialog, when it opens: the page itself stays light
const ProfileModal = lazy(() => import('./ProfileModal').then((m) => ({ default: m.ProfileModal })));
import { useTranslation } from 'react-i18next';

/** Profile (editable since issue 33 §10) and app settings (spec §3): every setting is merged and saved at once. */
export function AccountPage() {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const settings = useSettings();
  const update = (change: Partial<Settings>) => settingsStore.update(change);
  const [editing, setEditing] = useState(false);

  return (
    <Flex vertical gap="large" style={{ maxWidth: 720 }}>
      <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
        {t('account.title')}
      </Typography.Title>
      {user && (
        <Card
          title={t('account.profile')}
          extra={
            <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
              {t('account.editProfile')}
            </Button>
          }
        >
          <Flex gap="middle" align="center">
            <Avatar size={64} src={user.avatar || undefined} icon={<UserOutlined />} />
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'name', label: t('account.name'), children: `${user.firstName} ${user.lastName}` },
                { key: 'email', label: t('account.email'), children: user.email },
                { key: 'phone', label: t('account.phone'), children: formatPhone(user.phone) },
                { key: 'role', label: t('account.role'), children: t(`account.roles.${user.role}`) },
                ...(user.bio ? [{ key: 'bio', label: t('account.bio'), children: user.bio }] : []),
              ]}
            />
          </Flex>
        </Card>
      )}
      {user && editing && (
        <Suspense fallback={null}>
          <ProfileModal user={user} onClose={() => setEditing(false)} />
        </Suspense>
      )}
      <Card title={t('account.settings')} id="settings">
        <Form layout="vertical">
          <Form.Item label={t('account.theme')} htmlFor="settings-theme">
            <Select
              id="settings-theme"
              value={settings.theme}
              onChange={(theme) => update({ theme })}
              options={themeNames.map((name) => ({ value: name, label: t(`account.themes.${name}`) }))}
            />
          </Form.Item>
          <Form.Item label={t('account.direction')}>
            <Segmented<Direction>
              aria-label={t('account.direction')}
              value={settings.direction}
              onChange={(direction) => update({ direction })}
              options={[
                { value: 'ltr', label: t('account.ltr') },
                { value: 'rtl', label: t('account.rtl') },
              ]}
            />
          </Form.Item>
          <Form.Item label={t('account.language')} htmlFor="settings-language">
            <Select
              id="settings-language"
              value={settings.language}
              onChange={(language) => update({ language })}
              options={languages.map((l) => ({ value: l, label: languageNames[l] }))}
            />
          </Form.Item>
          <Form.Item label={t('account.responsiveFontSizes')} htmlFor="settings-responsive">
            <Switch id="settings-responsive" checked={settings.responsiveFontSizes} onChange={(responsiveFontSizes) => update({ responsiveFontSizes })} />
          </Form.Item>
          <Form.Item label={t('account.registerName')} htmlFor="settings-register">
            <Input
              id="settings-register"
              value={settings.register}
              placeholder={user?.settings.register}
              onChange={(e) => update({ register: e.target.value })}
            />
          </Form.Item>
        </Form>
      </Card>
    </Flex>
  );
}
