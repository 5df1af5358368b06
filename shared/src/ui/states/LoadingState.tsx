import { useTranslation } from 'react-i18next';
import { Flex, Spin, Typography, theme } from '../antd';
import type { StateSize } from './StateSize';

/** While something loads: a spinner a screen reader announces by name ("Loading contacts…"). */
export function LoadingState({ label, size = 'page' }: { label?: string; size?: StateSize }) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const text = label ?? t('loading');
  if (size === 'field')
    return (
      <Flex role="status" aria-label={text} align="center" gap="small" style={{ minHeight: token.controlHeight }}>
        <Spin size="small" />
        <Typography.Text type="secondary">{text}</Typography.Text>
      </Flex>
    );
  return (
    <Flex role="status" aria-label={text} justify="center" style={{ paddingBlock: size === 'page' ? 48 : 24 }}>
      <Spin size={size === 'page' ? 'large' : undefined} description={text} />
    </Flex>
  );
}
