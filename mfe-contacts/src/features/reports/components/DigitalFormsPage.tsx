import { buildPath, useBusinessDay, useFormat, useQuery, type DayRange, type DigitalFormsPage as FormsPage } from '@frontdesk/shared';
import { Button, Flex, Typography } from '@frontdesk/shared/antd';
import { DownloadOutlined, type TableColumnsType } from '@frontdesk/shared/antd-pages';
import { EmptyState } from '@frontdesk/shared/ui';
import { PagedTable } from '@frontdesk/shared/ui-pages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { signedFormPdfHref } from '../../../common/api/forms';
import { digitalFormsQuery } from '../api';
import { useReportRange } from '../hooks/useReportRange';
import { ReportPage } from './ReportPage';

type SignedForm = FormsPage['items'][number];

/** /app/reports/digital_forms: the forms contacts signed on the signpad, newest first, counted, each with its PDF. */
export function DigitalFormsPage() {
  const { t } = useTranslation('contacts');
  const format = useFormat();
  const business = useBusinessDay();
  const [range, setRange] = useReportRange();
  // a new range starts again at its first page
  const [paging, setPaging] = useState<{ range: DayRange; page: number }>({ range, page: 1 });
  const page = paging.range === range ? paging.page : 1;
  const list = useQuery(digitalFormsQuery(range, page));
  const nameOf = (form: SignedForm) => form.contactName.trim() || t('ui.unnamed');

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
      render: (_, form) => <time dateTime={form.signedAt}>{business.moment(form.signedAt)}</time>,
    },
    {
      key: 'pdf',
      title: t('reports.forms.columns.pdf'),
      render: (_, form) => (
        <Button
          type="link"
          icon={<DownloadOutlined aria-hidden />}
          href={signedFormPdfHref(form.id)}
          download
          aria-label={t('reports.forms.pdfNamed', { form: form.formName, name: nameOf(form) })}
        >
          {t('reports.forms.pdf')}
        </Button>
      ),
    },
  ];

  const empty = <EmptyState size="section" title={t('reports.forms.emptyTitle')} text={t('reports.forms.emptyText')} />;

  return (
    <ReportPage
      routeId="reports.digital_forms"
      intro={t('reports.forms.intro')}
      range={range}
      onRange={setRange}
      query={list}
      loading={t('reports.forms.loading')}
    >
      {(data) => (
        <Flex vertical gap="middle">
          <Typography.Text strong>{t('reports.forms.count', { count: data.total })}</Typography.Text>
          <PagedTable<SignedForm>
            aria-label={t('reports.forms.tableLabel', { from: format.day(range.from), to: format.day(range.to) })}
            rowKey="id"
            columns={columns}
            data={data}
            loading={list.isPlaceholderData}
            onPage={(next) => setPaging({ range, page: next })}
            empty={empty}
          />
        </Flex>
      )}
    </ReportPage>
  );
}
