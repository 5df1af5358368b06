import { buildPath, type DigitalFormsPage as FormsPage } from '@frontdesk/shared';
import { Empty, Flex, Typography } from '@frontdesk/shared/antd';
import { Table, type TableColumnsType } from '@frontdesk/shared/antd-pages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadingState } from '../../reminders/components/PageStates';
import { PageTitle } from '../../reminders/components/PageTitle';
import { useLoad } from '../../reminders/hooks/useLoad';
import { formatDay, formatMoment } from '../../reminders/utils/days';
import { fetchDigitalForms, FORMS_PAGE_SIZE } from '../api';
import { useReportRange } from '../hooks/useReportRange';
import type { DayRange } from '../utils/range';
import { DateRangeFields } from './DateRangeFields';
import { ReportFailed } from './ReportStates';

type SignedForm = FormsPage['items'][number];

/** /app/reports/digital_forms: the forms contacts signed (in signpad mode), newest first. */
export function DigitalFormsPage() {
  const { t, i18n } = useTranslation('contacts');
  const [range, setRange] = useReportRange();
  // a new range starts again at its first page
  const [paging, setPaging] = useState<{ range: DayRange; page: number }>({ range, page: 1 });
  const page = paging.range === range ? paging.page : 1;
  const list = useLoad(`forms:${range.from}:${range.to}:${page}`, (signal) => fetchDigitalForms(range, page, signal));
  const nameOf = (form: SignedForm) => form.contactName.trim() || t('reports.forms.unnamed');

  const columns: TableColumnsType<SignedForm> = [
    { key: 'form', title: t('reports.forms.columns.form'), dataIndex: 'formName' },
    {
      key: 'contact',
      title: t('reports.forms.columns.contact'),
      render: (_, form) => <Link to={buildPath('contact', { contactId: form.contactId })}>{nameOf(form)}</Link>,
    },
    {
      key: 'signedAt',
      title: t('reports.forms.columns.signedAt'),
      render: (_, form) => <time dateTime={form.signedAt}>{formatMoment(form.signedAt, i18n.language, true)}</time>,
    },
  ];

  const empty = (
    <Empty
      description={
        <Flex vertical gap={4} align="center" style={{ maxWidth: 520, marginInline: 'auto' }}>
          <Typography.Text strong>{t('reports.forms.emptyTitle')}</Typography.Text>
          <Typography.Text type="secondary">{t('reports.forms.emptyText')}</Typography.Text>
        </Flex>
      }
    />
  );

  return (
    <Flex vertical gap="middle">
      <PageTitle routeId="reports.digital_forms" intro={t('reports.forms.intro')} />
      <DateRangeFields value={range} onChange={setRange} />
      {list.failed ? (
        <ReportFailed onRetry={list.reload} />
      ) : list.data ? (
        <Table<SignedForm>
          aria-label={t('reports.forms.tableLabel', {
            from: formatDay(range.from, i18n.language),
            to: formatDay(range.to, i18n.language),
          })}
          rowKey="id"
          columns={columns}
          dataSource={list.data.items}
          loading={list.loading}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: empty }}
          pagination={{
            current: list.data.page,
            pageSize: FORMS_PAGE_SIZE,
            total: list.data.total,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (next) => setPaging({ range, page: next }),
          }}
        />
      ) : (
        <LoadingState label={t('reports.forms.loading')} />
      )}
    </Flex>
  );
}
