import { useRuntimeConfig } from '@frontdesk/shared';
import { Alert, theme } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';

/**
 * "Test mode" on every signed-in page while cards go through the test processor, which approves any
 * valid-looking card and moves no money (the server says so in /config.json: issue 31 §4). A quiet
 * strip the width of the page, not an error: announced once, politely, when it appears.
 */
export function TestModeBanner() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const { testMode } = useRuntimeConfig();
  if (!testMode) return null;
  return (
    <Alert
      type="warning"
      banner
      role="status"
      title={
        <>
          <strong>{t('testMode.title')}</strong> {t('testMode.text')}
        </>
      }
      style={{ paddingBlock: token.paddingXS }}
    />
  );
}
