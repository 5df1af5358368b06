import { useFormat } from '@frontdesk/shared';
import { Flex } from '@frontdesk/shared/antd';
import { Tag } from '@frontdesk/shared/antd-pages';
import { useTranslation } from 'react-i18next';

/** counted − expected, said in words as well as colour: over, short or balanced. */
export function OverShort({ minor, currency }: { minor: number; currency: string }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const state = minor > 0 ? 'over' : minor < 0 ? 'short' : 'balanced';
  const color = { over: 'gold', short: 'red', balanced: 'green' }[state];
  return (
    <Flex gap="small" align="center" component="span">
      <span>{format.money(minor, currency)}</span>
      <Tag color={color}>{t(`registers.report.${state}`)}</Tag>
    </Flex>
  );
}
