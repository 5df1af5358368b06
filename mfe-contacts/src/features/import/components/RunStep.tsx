import { errorText, fieldErrorTexts, numberFormatter } from '@frontdesk/shared';
import { Alert, Button, Flex, Typography } from '@frontdesk/shared/antd';
import { Progress } from '@frontdesk/shared/antd-more';
import { LoadingState } from '@frontdesk/shared/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isImportField } from '../utils/fields';
import type { RunState } from '../hooks/useImportRun';
import { StepHeading } from './StepHeading';

type Props = {
  state: Exclude<RunState, { status: 'idle' } | { status: 'finished' }>;
  rowCount: number;
  onBack: () => void;
  onRetry: () => void;
  onResume: () => void;
  focus: boolean;
};

/** Step 3: the rows are sent, then the import's progress (processed of total) until it ends. */
export function RunStep({ state, rowCount, onBack, onRetry, onResume, focus }: Props) {
  const { t, i18n } = useTranslation('contacts');
  const number = numberFormatter(i18n.language);
  return (
    <Flex vertical gap="middle">
      <StepHeading n={3} title={t('contactImport.steps.run')} focus={focus} />
      {state.status === 'sending' ? <LoadingState label={t('contactImport.run.sending', { count: rowCount })} /> : null}
      {state.status === 'sendFailed' ? (
        <>
          <Alert type="error" showIcon title={t('contactImport.run.sendFailed')} description={whyNotStarted(state.error, t)} />
          <Flex justify="space-between" gap="middle">
            <Button onClick={onBack}>{t('contactImport.back')}</Button>
            <Button type="primary" onClick={onRetry}>
              {t('contactImport.run.tryAgain')}
            </Button>
          </Flex>
        </>
      ) : null}
      {state.status === 'running' ? (
        <>
          <Progress
            aria-label={t('contactImport.run.progress')}
            percent={state.job.total ? Math.floor((state.job.processed / state.job.total) * 100) : 0}
            status={state.lost ? 'exception' : 'active'}
          />
          <Typography.Text role="status">
            {t('contactImport.run.processed', {
              processed: number.format(state.job.processed),
              total: number.format(state.job.total),
            })}
          </Typography.Text>
          {state.lost ? (
            <Alert
              type="warning"
              showIcon
              title={t('contactImport.run.lost')}
              action={<Button onClick={onResume}>{t('contactImport.run.checkAgain')}</Button>}
            />
          ) : null}
        </>
      ) : null}
    </Flex>
  );
}

/**
 * Why the import was refused, in the user's language: each refused cell by its row (1 = the file's
 * first data row) and field (the API names them `rows.0.email`), else what kind of failure it was.
 */
function whyNotStarted(error: unknown, t: TFunction<'contacts'>): string {
  const fields = fieldErrorTexts(error);
  if (!fields) return errorText(error);
  return Object.entries(fields)
    .map(([key, reason]) => {
      const [, row, field] = /^rows[./](\d+)[./](\w+)$/.exec(key) ?? [];
      if (row === undefined || field === undefined) return reason;
      return t('contactImport.run.rowRefused', { row: Number(row) + 1, field: isImportField(field) ? t(`fields.${field}`) : field, reason });
    })
    .join(' ');
}
