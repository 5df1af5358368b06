import { Button, Result } from '@frontdesk/shared/antd';
import { ReloadOutlined } from '@frontdesk/shared/icons';
import { useTranslation } from 'react-i18next';

/** The contact could not be loaded (network, server): say so and offer to ask again. */
export function ContactLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('contacts');
  return (
    <Result
      status="warning"
      title={
        <span role="heading" aria-level={1}>
          {t('contact.failed.title')}
        </span>
      }
      subTitle={t('contact.failed.text')}
      extra={
        <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
          {t('contact.failed.retry')}
        </Button>
      }
    />
  );
}
