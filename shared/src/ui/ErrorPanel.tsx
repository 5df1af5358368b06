import { useTranslation } from 'react-i18next';
import { Button, Result } from './antd';
import { ReloadOutlined } from './icons';

type Props = {
  /** 'load': the code could not be fetched; 'crash': it threw */
  kind?: 'load' | 'crash';
  onRetry: () => void;
  detail?: string;
};

/** What a remote's area shows when it cannot load or throws: the rest of the app keeps working. */
export function ErrorPanel({ kind = 'load', onRetry, detail }: Props) {
  const { t } = useTranslation('common');
  return (
    <Result
      status="warning"
      title={t(kind === 'load' ? 'remote.failedTitle' : 'remote.crashedTitle')}
      subTitle={detail ? `${t('remote.failedText')} (${detail})` : t('remote.failedText')}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}
