import type { StaffMember } from '@frontdesk/shared';
import { Button, Flex, Typography } from '@frontdesk/shared/antd';
import { InboxOutlined, Table, UndoOutlined, type TableColumnsType } from '@frontdesk/shared/antd-pages';
import { EditOutlined } from '@frontdesk/shared/icons';
import { EmptyState } from '@frontdesk/shared/ui';
import { useTranslation } from 'react-i18next';
import { ColorDot } from './ColorDot';
import { HoursSummary } from './HoursSummary';

type Props = {
  members: StaffMember[];
  /** the table's accessible name ("Team", "Archived team members") */
  caption: string;
  /** a service's name by its id (the bookable services, once loaded) */
  serviceName: (id: string) => string | undefined;
  /** the member whose archiving or restoring is on its way */
  busyId: string | null;
  onEdit: (member: StaffMember) => void;
  onArchive: (member: StaffMember, archived: boolean) => void;
};

/** Team members in the team's order: colour and name, the services they perform, their week, and what to do. */
export function StaffTable({ members, caption, serviceName, busyId, onEdit, onArchive }: Props) {
  const { t } = useTranslation('bookings');
  const columns: TableColumnsType<StaffMember> = [
    {
      key: 'member',
      title: t('team.staff.columns.member'),
      render: (_, member) => (
        <Flex gap="small" align="center">
          <ColorDot color={member.color} />
          <Typography.Text strong>{member.name}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'services',
      title: t('team.staff.columns.services'),
      render: (_, member) => {
        const names = member.serviceIds.map(serviceName).filter((name) => name !== undefined);
        return names.length ? names.join(', ') : <Typography.Text type="secondary">{t('team.staff.noServices')}</Typography.Text>;
      },
    },
    { key: 'hours', title: t('team.staff.columns.hours'), render: (_, member) => <HoursSummary hours={member.hours} /> },
    {
      key: 'actions',
      title: t('team.staff.columns.actions'),
      render: (_, member) => (
        <Flex gap="small" wrap>
          <Button size="small" icon={<EditOutlined aria-hidden />} aria-label={t('team.staff.editNamed', { name: member.name })} onClick={() => onEdit(member)}>
            {t('team.staff.edit')}
          </Button>
          <Button
            size="small"
            icon={member.archived ? <UndoOutlined aria-hidden /> : <InboxOutlined aria-hidden />}
            loading={busyId === member.id}
            aria-label={t(member.archived ? 'team.staff.restoreNamed' : 'team.staff.archiveNamed', { name: member.name })}
            onClick={() => onArchive(member, !member.archived)}
          >
            {t(member.archived ? 'team.staff.restore' : 'team.staff.archive')}
          </Button>
        </Flex>
      ),
    },
  ];
  return (
    <Table<StaffMember>
      aria-label={caption}
      rowKey="id"
      columns={columns}
      dataSource={members}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <EmptyState size="section" title={t('team.staff.noActive')} /> }}
    />
  );
}
