import { numberFormatter, useFormat } from '@frontdesk/shared';
import { Flex, Typography } from '@frontdesk/shared/antd';
import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@frontdesk/shared/antd-pages';
import { useTranslation } from 'react-i18next';
import { changeOf } from '../utils/change';

/** A figure's move against the period before, in words and an arrow (never colour alone), and the earlier figure. */
export function TrendNote({ current, previous, previousText }: { current: number; previous: number; previousText: string }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const change = changeOf(current, previous);
  const percent = numberFormatter(format.locale, { style: 'percent', maximumFractionDigits: 1 }).format(change.percent);
  const Icon = change.direction === 'up' ? ArrowUpOutlined : change.direction === 'down' ? ArrowDownOutlined : MinusOutlined;
  const said =
    change.direction === 'up'
      ? t('dashboard.trend.up', { percent })
      : change.direction === 'down'
        ? t('dashboard.trend.down', { percent })
        : t(`dashboard.trend.${change.direction}`);
  return (
    <Flex vertical>
      <Typography.Text>
        <Icon aria-hidden /> {said}
      </Typography.Text>
      <Typography.Text type="secondary">{t('dashboard.trend.previous', { value: previousText })}</Typography.Text>
    </Flex>
  );
}
