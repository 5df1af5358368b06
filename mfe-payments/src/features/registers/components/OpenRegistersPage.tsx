import { buildPath, useBusinessDay, useFormat, type Register } from '@frontdesk/shared';
import { Flex } from '@frontdesk/shared/antd';
import { Table, type TableColumnsType } from '@frontdesk/shared/antd-pages';
import { EmptyState, QueryState } from '@frontdesk/shared/ui';
import { LinkButton, PageTitle } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { useRegisters } from '../hooks/useRegisters';

type OpenRegister = Register & { session: NonNullable<Register['session']> };
const isOpen = (register: Register): register is OpenRegister => register.session !== null;

/** /app/reports/open-registers: the registers open now, who opened each and since when, with a way to close it. */
export function OpenRegistersPage() {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const business = useBusinessDay();
  const { registers, admin } = useRegisters();
  const selectPath = buildPath('registerSelect');

  const columns = (currency: string): TableColumnsType<OpenRegister> => [
    { key: 'name', title: t('registers.openRegisters.columns.register'), render: (_, r) => r.name },
    { key: 'openedBy', title: t('registers.openRegisters.columns.openedBy'), render: (_, r) => r.session.openedBy },
    { key: 'since', title: t('registers.openRegisters.columns.since'), render: (_, r) => business.moment(r.session.openedAt, { withTime: false }) },
    { key: 'float', title: t('registers.openRegisters.columns.float'), align: 'end', render: (_, r) => format.money(r.session.openingFloatMinor, currency) },
    // the expected cash is an admin's to see: staff count blind
    ...(admin
      ? [
          {
            key: 'expected',
            title: t('registers.openRegisters.columns.expected'),
            align: 'end' as const,
            render: (_: unknown, r: OpenRegister) => (r.session.expectedCashMinor === null ? null : format.money(r.session.expectedCashMinor, currency)),
          },
        ]
      : []),
    {
      key: 'actions',
      title: t('registers.openRegisters.columns.actions'),
      width: 1,
      render: (_, r) => (
        <LinkButton aria-label={t('registers.openRegisters.closeFor', { name: r.name })} to={`${selectPath}?close=${encodeURIComponent(r.id)}`}>
          {t('registers.openRegisters.close')}
        </LinkButton>
      ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <PageTitle routeId="reports.open-registers" intro={t('registers.openRegisters.intro')} />
      <QueryState
        query={registers}
        size="section"
        loading={t('registers.select.loading')}
        failed={t('registers.select.failed')}
        isEmpty={(data) => !data.items.some(isOpen)}
        empty={
          <EmptyState
            title={t('registers.openRegisters.emptyTitle')}
            text={t('registers.openRegisters.emptyText')}
            action={<LinkButton to={selectPath}>{t('registers.openRegisters.select')}</LinkButton>}
          />
        }
      >
        {({ items, currency }) => (
          <Table<OpenRegister>
            aria-label={t('registers.openRegisters.caption')}
            rowKey="id"
            columns={columns(currency)}
            dataSource={items.filter(isOpen)}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        )}
      </QueryState>
    </Flex>
  );
}
