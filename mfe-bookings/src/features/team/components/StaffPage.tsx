import { useIsAdmin, useQuery, type StaffMember } from '@frontdesk/shared';
import { Button, Flex, Typography, theme } from '@frontdesk/shared/antd';
import { PlusOutlined } from '@frontdesk/shared/icons';
import { EmptyState, QueryState } from '@frontdesk/shared/ui';
import { ErrorAlert, PageTitle } from '@frontdesk/shared/ui-pages';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookableServicesQuery, staffQuery } from '../../../common/api';
import { useArchiveStaff } from '../hooks/useArchiveStaff';
import { LoginsSection } from './LoginsSection';
import { StaffDrawer } from './StaffDrawer';
import { StaffTable } from './StaffTable';

/** What the drawer is open on: a new member, or one of the team. */
type Editing = { mode: 'new' } | { mode: 'edit'; member: StaffMember } | null;

/**
 * /app/staff (issue 11): the team the calendar books, in the team's order, archived members apart:
 * each one's colour, services and week. Adding or editing one opens a drawer (with their time off
 * and extra hours); admins change it, the API refuses staff (its text shows). Admins also see the
 * business's logins (issue 33 §10): who has one, invitations, roles, deactivation.
 */
export function StaffPage() {
  const { t } = useTranslation('bookings');
  const staff = useQuery(staffQuery());
  // the services' names come when they come: the team shows meanwhile
  const services = useQuery(bookableServicesQuery()).data?.items ?? [];
  const serviceName = (id: string) => services.find((service) => service.id === id)?.name;
  const archiving = useArchiveStaff();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const archivedHeading = useId();
  const { token } = theme.useToken();
  // the logins are the admins' to see and change (the API refuses staff)
  const isAdmin = useIsAdmin();

  const addButton = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ mode: 'new' })}>
      {t('team.staff.add')}
    </Button>
  );
  const table = (members: StaffMember[], caption: string) => (
    <StaffTable
      members={members}
      caption={caption}
      serviceName={serviceName}
      busyId={archiving.busyId}
      onEdit={(member) => setEditing({ mode: 'edit', member })}
      onArchive={archiving.archive}
    />
  );

  return (
    <Flex vertical gap="middle">
      <PageTitle routeId="staff" intro={staff.data ? t('team.staff.introZone', { zone: staff.data.timeZone }) : t('team.staff.intro')} extra={addButton} />
      <ErrorAlert text={archiving.errorText} />
      <QueryState
        query={staff}
        size="section"
        loading={t('team.staff.loading')}
        failed={t('team.staff.failed')}
        isEmpty={(list) => list.items.length === 0}
        empty={<EmptyState title={t('team.staff.emptyTitle')} text={t('team.staff.emptyText')} action={addButton} />}
      >
        {(list) => {
          const archived = list.items.filter((member) => member.archived);
          return (
            <Flex vertical gap="large">
              {table(
                list.items.filter((member) => !member.archived),
                t('team.staff.caption'),
              )}
              {archived.length > 0 && (
                <section aria-labelledby={archivedHeading}>
                  <Typography.Title level={2} id={archivedHeading} style={{ fontSize: token.fontSizeHeading5, marginBlock: 0 }}>
                    {t('team.staff.archivedTitle')}
                  </Typography.Title>
                  <Typography.Paragraph type="secondary">{t('team.staff.archivedIntro')}</Typography.Paragraph>
                  {table(archived, t('team.staff.archivedCaption'))}
                </section>
              )}
            </Flex>
          );
        }}
      </QueryState>
      {isAdmin && <LoginsSection members={staff.data?.items ?? []} />}
      {editing && (
        <StaffDrawer
          member={editing.mode === 'edit' ? editing.member : undefined}
          team={staff.data?.items ?? []}
          timeZone={staff.data?.timeZone ?? null}
          onClose={close}
        />
      )}
    </Flex>
  );
}
