import { numberFormatter } from '@frontdesk/shared';
import { Alert, Button, Flex, Typography } from '@frontdesk/shared/antd';
import { Table, type TableColumnsType } from '@frontdesk/shared/antd-pages';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@frontdesk/shared/ui';
import { readCsv, type ParsedCsv } from '../utils/parseCsv';
import { StepHeading } from './StepHeading';

const PREVIEW_ROWS = 10;

type Props = {
  csv: ParsedCsv | undefined;
  onCsv: (csv: ParsedCsv | undefined) => void;
  onNext: () => void;
  focus: boolean;
};

/** Step 1: choose a CSV file; it is read in the browser and previewed (row count, first rows). */
export function ChooseFileStep({ csv, onCsv, onNext, focus }: Props) {
  const { t, i18n } = useTranslation('contacts');
  const id = useId();
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string>();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setReading(true);
    setProblem(undefined);
    const result = await readCsv(file);
    setReading(false);
    if (result.ok) {
      onCsv(result.csv);
    } else {
      // nothing from a refused file goes any further
      onCsv(undefined);
      setProblem(t(`contactImport.file.problems.${result.problem}`, { name: file.name }));
    }
  };

  return (
    <Flex vertical gap="middle">
      <StepHeading n={1} title={t('contactImport.steps.file')} focus={focus} />
      <Flex vertical gap="small">
        <label htmlFor={`${id}-file`}>
          <Typography.Text strong>{t('contactImport.file.label')}</Typography.Text>
        </label>
        <input id={`${id}-file`} type="file" accept=".csv,text/csv" aria-describedby={`${id}-help`} onChange={(event) => void choose(event)} />
        <Typography.Text type="secondary" id={`${id}-help`}>
          {t('contactImport.file.help')}
        </Typography.Text>
      </Flex>
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
      {reading ? <LoadingState label={t('contactImport.file.reading')} /> : null}
      {csv && !reading ? <Preview csv={csv} language={i18n.language} /> : null}
      <Flex justify="flex-end">
        <Button type="primary" disabled={!csv || reading} onClick={onNext}>
          {t('contactImport.next')}
        </Button>
      </Flex>
    </Flex>
  );
}

type PreviewRow = { key: number; cells: string[] };

function Preview({ csv, language }: { csv: ParsedCsv; language: string }) {
  const { t } = useTranslation('contacts');
  const count = csv.rows.length;
  const shown = Math.min(PREVIEW_ROWS, count);
  const columns: TableColumnsType<PreviewRow> = csv.headers.map((header, column) => ({
    key: String(column),
    title: header || t('contactImport.file.column', { n: column + 1 }),
    render: (_, row) => row.cells[column],
  }));
  const number = numberFormatter(language);
  return (
    <Flex vertical gap="small">
      <Typography.Text strong role="status">
        {t('contactImport.file.summary', { name: csv.fileName, count, formatted: number.format(count) })}
      </Typography.Text>
      <Table<PreviewRow>
        aria-label={t('contactImport.file.preview', { name: csv.fileName })}
        size="small"
        bordered
        columns={columns}
        dataSource={csv.rows.slice(0, PREVIEW_ROWS).map((cells, key) => ({ key, cells }))}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      {count > shown ? <Typography.Text type="secondary">{t('contactImport.file.previewNote', { shown, count })}</Typography.Text> : null}
    </Flex>
  );
}
