import { useRuntimeConfig } from '@frontdesk/shared';
import { PublicAlert } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';

/**
 * "Test mode" while the server takes cards through its test processor, which approves any
 * valid-looking card and charges none (/config.json says so: issue 31 §4): before the card is
 * asked for, and on the confirmation. Nothing with a real processor.
 */
export function TestModeNotice({ paid = false }: { paid?: boolean }) {
  const { t } = useTranslation('payments');
  const { testMode } = useRuntimeConfig();
  return <PublicAlert tone="warning">{testMode ? (paid ? t('pay.done.testMode') : t('pay.testMode')) : null}</PublicAlert>;
}
