import { useTranslation } from 'react-i18next';
import { FailedState } from '../../reminders/components/PageStates';

/** A report that could not be loaded: say so and offer to ask again. */
export function ReportFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('contacts');
  return (
    <FailedState
      title={t('reports.failed.title')}
      text={t('reports.failed.text')}
      retry={t('reports.failed.retry')}
      onRetry={onRetry}
    />
  );
}
