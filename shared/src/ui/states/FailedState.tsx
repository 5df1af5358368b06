import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/problem';
import { Alert, Button, Result } from '../antd';
import { ReloadOutlined } from '../icons';
import { Heading } from '../Heading';
import type { StateSize } from './StateSize';

type Props = {
  /** what could not be loaded ("The contact could not be loaded") */
  title: string;
  /** the failure: its kind is told in the user's language */
  error?: unknown;
  onRetry?: () => void;
  size?: StateSize;
};

/** Something could not be loaded: say what and why, and offer to ask again. */
export function FailedState({ title, error, onRetry, size = 'page' }: Props) {
  const { t } = useTranslation('common');
  const text = error === undefined ? t('loadFailed') : errorText(error);
  const retry = onRetry ? (
    <Button type={size === 'page' ? 'primary' : 'default'} icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
      {t('retry')}
    </Button>
  ) : null;
  // a section's or a field's: an alert in its place
  if (size !== 'page') return <Alert type="error" showIcon title={title} description={text} action={retry} />;
  return <Result status="warning" title={<Heading level={2}>{title}</Heading>} subTitle={text} extra={retry} />;
}
