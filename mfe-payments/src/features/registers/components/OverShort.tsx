import { useFormat } from '@frontdesk/shared';
import { Flex, Typography } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';

/** counted − expected, said in words (never colour alone, and no low-contrast tag): over, short or balanced. */
export function OverShort({ minor, currency }: { minor: number; currency: string }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const state = minor > 0 ? 'over' : minor < 0 ? 'short' : 'balanced';
  return (
    <Flex gap="small" align="center" component="span">
      <span>{format.money(minor, currency)}</span>
      <Typography.Text strong={state !== 'balanced'}>{t(`registers.report.${state}`)}</Typography.Text>
    </Flex>
  );
}
