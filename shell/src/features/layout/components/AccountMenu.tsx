import { buildPath, logout, sessionStore, switchUser, useApiMutation, useSession } from '@frontdesk/shared';
import { Avatar, Button, Dropdown, type MenuProps } from '@frontdesk/shared/antd';
import { LogoutOutlined, SettingOutlined, UserOutlined, EditOutlined, SwapOutlined } from '@frontdesk/shared/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { switchToSignpad } from '../../../common/api';

/**
 * Account menu (spec §2, §6): profile, settings, switch to signpad when allowed, switch user (issue
 * 33 §10), logout. On a tablet or a phone (`compact`) the button shows the avatar; the name stays in
 * its accessible name.
 */
export function AccountMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation(['shell', 'common']);
  const { user } = useSession();
  const navigate = useNavigate();
  // the session's user in signpad mode: the shell shows the signpad panel instead of the app
  const toSignpad = useApiMutation({
    mutationFn: switchToSignpad,
    onSuccess: sessionStore.setMode,
    successMessage: t('account.signpadDone'),
    failureMessage: t('account.signpadFailed'),
  });
  const signOut = useApiMutation({
    mutationFn: logout,
    onSuccess: () => navigate('/'),
    failureMessage: t('common:session.logoutFailed'),
  });
  // a shared till (issue 33 §10): the next person signs in; the register chosen stays (app settings)
  const switchPerson = useApiMutation({
    mutationFn: switchUser,
    onSuccess: () => navigate(buildPath('login')),
    failureMessage: t('account.switchUserFailed'),
  });

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: t('account.profile') },
    { key: 'settings', icon: <SettingOutlined />, label: t('account.settings') },
    ...(user?.can_switch_to_signpad ? [{ key: 'signpad', icon: <EditOutlined />, label: t('account.signpad') }] : []),
    { type: 'divider' },
    { key: 'switchUser', icon: <SwapOutlined />, label: t('account.switchUser') },
    { key: 'logout', icon: <LogoutOutlined />, label: t('account.logout'), danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') void navigate(buildPath('account'));
    if (key === 'settings') void navigate(`${buildPath('account')}#settings`);
    if (key === 'signpad') toSignpad.mutate();
    if (key === 'switchUser') switchPerson.mutate();
    if (key === 'logout') signOut.mutate();
  };

  const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : '';
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" aria-label={name ? t('account.menuOf', { name }) : t('account.menu')} style={{ height: 48 }}>
        <Avatar size={32} src={user?.avatar || undefined} icon={<UserOutlined aria-hidden />} alt="" />
        {compact ? null : <span style={{ marginInlineStart: 8 }}>{name}</span>}
      </Button>
    </Dropdown>
  );
}
