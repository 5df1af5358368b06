import { useFormat, type BookableService, type BookableServiceList, type DepositPolicy } from '@frontdesk/shared';
import { Button, Typography } from '@frontdesk/shared/antd';
import { Table, type TableColumnsType } from '@frontdesk/shared/antd-pages';
import { EditOutlined } from '@frontdesk/shared/icons';
import { useTranslation } from 'react-i18next';
import { useDurationText } from '../../../common/hooks/useDurationText';

type Props = {
  list: BookableServiceList;
  /** a member's name by id (the team, once loaded) */
  staffName: (id: string) => string | undefined;
  onEdit: (service: BookableService) => void;
};

/** The services with a duration and their booking rules: time, buffers, online, deposit, who performs each. */
export function BookableServicesTable({ list, staffName, onEdit }: Props) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const duration = useDurationText();
  const deposit = ({ kind, value }: DepositPolicy) => {
    if (kind === 'fixed') return format.money(value, list.currency);
    if (kind === 'percent') return t('team.services.percent', { percent: format.basisPoints(value) });
    return t('team.services.noDeposit');
  };
  const none = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;
  const columns: TableColumnsType<BookableService> = [
    { key: 'name', title: t('team.services.columns.name'), render: (_, service) => <Typography.Text strong>{service.name}</Typography.Text> },
    { key: 'category', title: t('team.services.columns.category'), render: (_, service) => service.category || none('—') },
    { key: 'duration', title: t('team.services.columns.duration'), render: (_, service) => duration(service.durationMinutes) },
    {
      key: 'buffers',
      title: t('team.services.columns.buffers'),
      render: (_, service) => {
        const before = service.bufferBeforeMinutes ? t('team.services.bufferBefore', { duration: duration(service.bufferBeforeMinutes) }) : null;
        const after = service.bufferAfterMinutes ? t('team.services.bufferAfter', { duration: duration(service.bufferAfterMinutes) }) : null;
        return before || after ? [before, after].filter(Boolean).join(', ') : none(t('team.services.noBuffers'));
      },
    },
    { key: 'online', title: t('team.services.columns.online'), render: (_, service) => t(service.bookableOnline ? 'team.services.yes' : 'team.services.no') },
    { key: 'deposit', title: t('team.services.columns.deposit'), render: (_, service) => deposit(service.deposit) },
    {
      key: 'performers',
      title: t('team.services.columns.performers'),
      render: (_, service) => {
        const names = service.staffIds.map(staffName).filter((name) => name !== undefined);
        return names.length ? names.join(', ') : none(t('team.services.noPerformers'));
      },
    },
    {
      key: 'actions',
      title: t('team.services.columns.actions'),
      render: (_, service) => (
        <Button
          size="small"
          icon={<EditOutlined aria-hidden />}
          aria-label={t('team.services.editNamed', { name: service.name })}
          onClick={() => onEdit(service)}
        >
          {t('team.services.edit')}
        </Button>
      ),
    },
  ];
  return (
    <Table<BookableService>
      aria-label={t('team.services.caption')}
      rowKey="id"
      columns={columns}
      dataSource={list.items}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
