import { formatMoment, useApiMutation, useQuery, useSession, type StaffMember, type TeamLogin, type TeamLoginPatch } from '@frontdesk/shared';
import { Button, Flex, Typography, theme } from '@frontdesk/shared/antd';
import { Popconfirm, Tag } from '@frontdesk/shared/antd-more';
import { Table, type TableColumnsType } from '@frontdesk/shared/antd-pages';
import { UserAddOutlined } from '@frontdesk/shared/icons';
import { QueryState } from '@frontdesk/shared/ui';
import { ErrorAlert } from '@frontdesk/shared/ui-pages';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resendInvitation, teamLoginsQuery, updateLogin } from '../api';
import { InviteModal } from './InviteModal';

type Change = { login: TeamLogin; patch: TeamLoginPatch } | { login: TeamLogin; resend: true };

const nameOf = (login: TeamLogin) => `${login.firstName} ${login.lastName}`.trim() || login.email;

/**
 * The business's logins on the team page (issue 33 §10, admins only): who has a login, whose
 * invitation is pending, their role and team member; an admin invites, sends an invitation again,
 * changes a role and deactivates (the person's sessions end at once) or reactivates.
 */
export function LoginsSection({ members }: { members: StaffMember[] }) {
  const { t, i18n } = useTranslation('bookings');
  const me = useSession().user;
  const logins = useQuery(teamLoginsQuery());
  const [inviting, setInviting] = useState(false);
  const headingId = useId();
  const { token } = theme.useToken();
  const change = useApiMutation({
    mutationFn: (next: Change) => ('resend' in next ? resendInvitation(next.login.id) : updateLogin(next.login.id, next.patch)),
    invalidates: [['team-logins']],
    successMessage: (saved: TeamLogin, next: Change) => {
      const name = nameOf(saved);
      if ('resend' in next) return t('team.logins.resent', { email: saved.email });
      if (next.patch.active === false) return t('team.logins.deactivated', { name });
      if (next.patch.active === true) return t('team.logins.reactivated', { name });
      return t('team.logins.roleChanged', { name, role: t(`team.logins.roles.${saved.role}`) });
    },
    failureToast: false,
  });
  const busyId = change.busy ? (change.variables?.login.id ?? null) : null;
  const memberName = (staffId: string | null) => members.find((member) => member.id === staffId)?.name;

  const columns: TableColumnsType<TeamLogin> = [
    {
      key: 'person',
      title: t('team.logins.columns.person'),
      render: (_, login) => (
        <Flex vertical>
          <Flex gap="small" align="center" wrap>
            <Typography.Text strong>{nameOf(login)}</Typography.Text>
            {login.owner && <Tag>{t('team.logins.owner')}</Tag>}
            {login.id === me?.id && <Tag>{t('team.logins.you')}</Tag>}
          </Flex>
          <Typography.Text type="secondary">{login.email}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'role', title: t('team.logins.columns.role'), render: (_, login) => t(`team.logins.roles.${login.role}`) },
    {
      key: 'status',
      title: t('team.logins.columns.status'),
      render: (_, login) => (
        <Flex vertical gap={2}>
          {/* the theme's own text colour: antd's green and gold tags fall short of 4.5:1 (e2e accessibility spec) */}
          <Tag style={{ width: 'fit-content', marginInlineEnd: 0 }}>{t(`team.logins.statuses.${login.status}`)}</Tag>
          {login.status === 'invited' && (
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              {login.invitationExpiresAt
                ? t('team.logins.invitationUntil', { date: formatMoment(login.invitationExpiresAt, i18n.language, { withTime: true }) })
                : t('team.logins.invitationExpired')}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'member',
      title: t('team.logins.columns.member'),
      render: (_, login) => memberName(login.staffId) ?? <Typography.Text type="secondary">{t('team.logins.noMember')}</Typography.Text>,
    },
    {
      key: 'actions',
      title: t('team.logins.columns.actions'),
      render: (_, login) => {
        const name = nameOf(login);
        const loading = busyId === login.id;
        if (login.owner) return null;
        return (
          <Flex gap="small" wrap>
            {login.status === 'invited' && (
              <Button size="small" loading={loading} aria-label={t('team.logins.resendNamed', { name })} onClick={() => change.mutate({ login, resend: true })}>
                {t('team.logins.resend')}
              </Button>
            )}
            {login.status !== 'deactivated' && (
              <Button
                size="small"
                loading={loading}
                onClick={() => change.mutate({ login, patch: { role: login.role === 'admin' ? 'staff' : 'admin' } })}
                aria-label={`${t(login.role === 'admin' ? 'team.logins.makeStaff' : 'team.logins.makeAdmin')}: ${name}`}
              >
                {t(login.role === 'admin' ? 'team.logins.makeStaff' : 'team.logins.makeAdmin')}
              </Button>
            )}
            {login.id !== me?.id &&
              (login.status === 'deactivated' ? (
                <Button
                  size="small"
                  loading={loading}
                  aria-label={t('team.logins.reactivateNamed', { name })}
                  onClick={() => change.mutate({ login, patch: { active: true } })}
                >
                  {t('team.logins.reactivate')}
                </Button>
              ) : (
                <Popconfirm
                  title={t('team.logins.deactivateTitle', { name })}
                  description={t('team.logins.deactivateExplain')}
                  okText={t('team.logins.deactivate')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('team.logins.keep')}
                  onConfirm={() => change.mutate({ login, patch: { active: false } })}
                >
                  <Button size="small" danger loading={loading} aria-label={t('team.logins.deactivateNamed', { name })}>
                    {t('team.logins.deactivate')}
                  </Button>
                </Popconfirm>
              ))}
          </Flex>
        );
      },
    },
  ];

  return (
    <section aria-labelledby={headingId}>
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Typography.Title level={2} id={headingId} style={{ fontSize: token.fontSizeHeading4, marginBlock: 0 }}>
          {t('team.logins.title')}
        </Typography.Title>
        <Button icon={<UserAddOutlined aria-hidden />} onClick={() => setInviting(true)}>
          {t('team.logins.invite')}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">{t('team.logins.intro')}</Typography.Paragraph>
      <ErrorAlert text={change.isError ? t('team.logins.changeFailed', { reason: change.errorText }) : null} />
      <QueryState query={logins} size="section" loading={t('team.logins.loading')} failed={t('team.logins.failed')}>
        {(list) => (
          <Table<TeamLogin>
            aria-label={t('team.logins.caption')}
            rowKey="id"
            columns={columns}
            dataSource={list.items}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        )}
      </QueryState>
      {inviting && <InviteModal members={members} onClose={() => setInviting(false)} />}
    </section>
  );
}
