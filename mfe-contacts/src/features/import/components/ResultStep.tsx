import { buildPath, numberFormatter, type ImportJob, type ImportRowError, type ImportRowSkip } from '@frontdesk/shared';
import { Button, Flex, Result, Typography } from '@frontdesk/shared/antd';
import { Card, Table, type TableColumnsType } from '@frontdesk/shared/antd-pages';
import { localPager } from '@frontdesk/shared/ui-pages';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { STEP_COUNT } from './StepHeading';
import { Heading } from '@frontdesk/shared/ui';
import { StatCards } from '@frontdesk/shared/ui-reports';
import { rowErrorTexts } from '../utils/rowErrorTexts';

type Props = {
  job: ImportJob;
  /** the name in a row as sent (row 1 = the CSV's first data row), for the table of failed rows */
  nameOfRow: (row: number) => string;
  onAgain: () => void;
};

/** Rows of the file the import did not create or update (refused, or skipped), a table under its heading; nothing when none. */
function RowsCard<T extends { row: number }>({ title, label, columns, rows }: { title: string; label: string; columns: TableColumnsType<T>; rows: T[] }) {
  if (rows.length === 0) return null;
  return (
    <Card title={<Heading level={3}>{title}</Heading>}>
      <Table<T> aria-label={label} size="small" rowKey="row" columns={columns} dataSource={rows} pagination={localPager()} />
    </Card>
  );
}

/** A row as the file counts it: the API's row 1 is the first after the headings, the file's row 2. */
const fileRow = (row: number) => row + 1;

/** Step 4: created, updated, skipped and failed counts, the rows not imported with why, and the rows skipped as the contact each already is. */
export function ResultStep({ job, nameOfRow, onAgain }: Props) {
  const { t, i18n } = useTranslation('contacts');
  const number = numberFormatter(i18n.language);
  const heading = useRef<HTMLSpanElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const stopped = job.status === 'failed';
  const title = stopped ? t('contactImport.result.failed') : job.failed > 0 ? t('contactImport.result.doneWithProblems') : t('contactImport.result.done');

  // a failed import ends after its last committed batch: the rows after it were not reached
  const notReached =
    stopped && job.processed < job.total
      ? t('contactImport.result.notReached', { from: number.format(fileRow(job.processed + 1)), to: number.format(fileRow(job.total)) })
      : undefined;

  const columns: TableColumnsType<ImportRowError> = [
    { key: 'row', title: t('contactImport.result.row'), width: 80, render: (_, error) => number.format(fileRow(error.row)) },
    // a refused row's name may be anything the file held (a 5,000-character cell): cut to the column, whole on hover
    { key: 'name', title: t('contactImport.result.name'), ellipsis: true, render: (_, error) => nameOfRow(error.row) },
    {
      key: 'messages',
      title: t('contactImport.result.messages'),
      render: (_, error) => {
        const texts = rowErrorTexts(error, t);
        return texts.length === 1 ? (
          texts[0]
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {texts.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        );
      },
    },
  ];

  const skipColumns: TableColumnsType<ImportRowSkip> = [
    { key: 'row', title: t('contactImport.result.row'), width: 80, render: (_, skip) => number.format(fileRow(skip.row)) },
    { key: 'name', title: t('contactImport.result.name'), ellipsis: true, render: (_, skip) => nameOfRow(skip.row) },
    {
      key: 'why',
      title: t('contactImport.result.messages'),
      render: (_, skip) => (
        <>
          {t(`contactImport.result.skippedAs.${skip.matches.length === 2 ? 'both' : (skip.matches[0] ?? 'email')}`)}{' '}
          <Link to={buildPath('contact', { contactId: skip.contactId })}>{skip.contactName}</Link>
        </>
      ),
    },
  ];

  const counts = [
    ['created', job.created],
    ['updated', job.updated],
    ['skipped', job.skipped],
    ['failedRows', job.failed],
  ] as const;
  const stats = counts.map(([key, value]) => ({ label: t(`contactImport.result.${key}`), value: number.format(value) }));

  return (
    <Flex vertical gap="middle">
      <Result
        status={stopped ? 'error' : job.failed > 0 ? 'warning' : 'success'}
        subTitle={notReached}
        title={
          <span ref={heading} tabIndex={-1} role="heading" aria-level={2} style={{ outline: 'none' }}>
            {t('contactImport.steps.heading', { n: 4, total: STEP_COUNT, title })}
          </span>
        }
        extra={[
          <Link key="contacts" to={buildPath('contacts')}>
            {t('contactImport.result.toContacts')}
          </Link>,
          <Button key="again" onClick={onAgain}>
            {t('contactImport.result.again')}
          </Button>,
        ]}
      />
      <StatCards stats={stats} />
      {job.errors.length > 0 || job.skips.length > 0 ? <Typography.Text type="secondary">{t('contactImport.result.rowsCounted')}</Typography.Text> : null}
      <RowsCard title={t('contactImport.result.errorsTitle')} label={t('contactImport.result.errorsLabel')} columns={columns} rows={job.errors} />
      <RowsCard title={t('contactImport.result.skipsTitle')} label={t('contactImport.result.skipsLabel')} columns={skipColumns} rows={job.skips} />
    </Flex>
  );
}
