import { Alert, Button } from '@frontdesk/shared/antd';
import { ReloadOutlined } from '@frontdesk/shared/icons';
import { useTranslation } from 'react-i18next';

/** A part of a page could not be loaded: say which, and offer to ask again. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation('contacts');
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={t('contact.failed.text')}
      action={
        <Button icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
          {t('contact.failed.retry')}
        </Button>
      }
    />
  );
}
