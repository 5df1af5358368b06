import type { DuplicatePolicy } from '@frontdesk/shared';
import { Flex } from '@frontdesk/shared/antd';
import { Card } from '@frontdesk/shared/antd-pages';
import { Steps } from '@frontdesk/shared/antd-more';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@frontdesk/shared/ui-pages';
import { useImportRun } from '../hooks/useImportRun';
import { guessMapping, type ColumnTarget } from '../utils/fields';
import { mapRows } from '../utils/mapRows';
import type { ParsedCsv } from '../utils/parseCsv';
import { ChooseFileStep } from './ChooseFileStep';
import { MapColumnsStep } from './MapColumnsStep';
import { ResultStep } from './ResultStep';
import { RunStep } from './RunStep';

const sameHeaders = (a: string[], b: string[]) => a.length === b.length && a.every((h, i) => h === b[i]);

/**
 * /app/contacts/import: a CSV import in four steps (file, columns, import, result). The file is
 * read and mapped in the browser; the choices stay while going back and forth between steps.
 */
export function ImportPage() {
  const { t } = useTranslation('contacts');
  const [step, setStep] = useState<0 | 1>(0);
  /** the user moved between steps: a step's heading takes the focus when it appears */
  const [moved, setMoved] = useState(false);
  const [csv, setCsv] = useState<ParsedCsv>();
  const [mapping, setMapping] = useState<ColumnTarget[]>([]);
  const [policy, setPolicy] = useState<DuplicatePolicy>('skip');
  const run = useImportRun();

  const goTo = (next: 0 | 1) => {
    setMoved(true);
    setStep(next);
  };
  const chooseCsv = (next: ParsedCsv | undefined) => {
    // a file with the same columns keeps the columns' choices; another is guessed afresh
    if (next && !(csv && sameHeaders(csv.headers, next.headers))) setMapping(guessMapping(next.headers));
    setCsv(next);
  };
  const start = () => {
    if (!csv) return;
    setMoved(true);
    void run.start({ rows: mapRows(csv, mapping), duplicates: policy });
  };
  const again = () => {
    run.reset();
    setCsv(undefined);
    setMapping([]);
    setPolicy('skip');
    goTo(0);
  };
  const nameOfRow = (row: number) => {
    const cells = csv?.rows[row - 1] ?? [];
    return ['firstName', 'lastName']
      .map((field) => mapping.indexOf(field as ColumnTarget))
      .filter((column) => column >= 0)
      .map((column) => cells[column]?.trim() ?? '')
      .filter(Boolean)
      .join(' ');
  };

  const current = run.state.status === 'finished' ? 3 : run.state.status === 'idle' ? step : 2;
  const stepTitles = [t('contactImport.steps.file'), t('contactImport.steps.map'), t('contactImport.steps.run'), t('contactImport.steps.result')];

  let content;
  if (run.state.status === 'finished') {
    content = <ResultStep job={run.state.job} nameOfRow={nameOfRow} onAgain={again} />;
  } else if (run.state.status !== 'idle' && csv) {
    content = (
      <RunStep
        state={run.state}
        rowCount={csv.rows.length}
        onBack={() => {
          run.reset();
          goTo(1);
        }}
        onRetry={start}
        onResume={run.resume}
        focus={moved}
      />
    );
  } else if (step === 1 && csv) {
    content = (
      <MapColumnsStep
        csv={csv}
        mapping={mapping}
        onMapping={setMapping}
        policy={policy}
        onPolicy={setPolicy}
        onBack={() => goTo(0)}
        onStart={start}
        focus={moved}
      />
    );
  } else {
    content = <ChooseFileStep csv={csv} onCsv={chooseCsv} onNext={() => goTo(1)} focus={moved} />;
  }

  return (
    <Flex vertical gap="large">
      <PageTitle routeId="contactImport" intro={t('contactImport.intro')} />
      <Steps aria-label={t('contactImport.steps.label')} current={current} size="small" items={stepTitles.map((title) => ({ title }))} />
      <Card>{content}</Card>
    </Flex>
  );
}
