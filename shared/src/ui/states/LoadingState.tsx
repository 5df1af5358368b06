import { useTranslation } from 'react-i18next';
import { Flex, Spin } from '../antd';
import type { StateSize } from './StateSize';

/** While something loads: a spinner a screen reader announces by name ("Loading contacts…"). */
export function LoadingState({ label, size = 'page' }: { label?: string; size?: StateSize }) {
  const { t } = useTranslation('common');
  const text = label ?? t('loading');
  return (
    <Flex role="status" aria-label={text} justify="center" style={{ paddingBlock: size === 'page' ? 48 : 24 }}>
      <Spin size={size === 'page' ? 'large' : undefined} description={text} />
    </Flex>
  );
}
