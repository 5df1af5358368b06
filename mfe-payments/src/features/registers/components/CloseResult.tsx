import { buildPath, useFormat, type ZReport } from '@frontdesk/shared';
import { Flex, Typography } from '@frontdesk/shared/antd';
import { PrinterOutlined } from '@frontdesk/shared/antd-pages';
import { Descriptions } from '@frontdesk/shared/antd-more';
import { LinkButton } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { OverShort } from './OverShort';

/** What a close came to, once the count is in: expected, counted, over / short, and the Z-report to print. */
export function CloseResult({ report }: { report: ZReport }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const { summary } = report;
  return (
    <Flex vertical gap="middle">
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'expected', label: t('registers.report.expected'), children: format.money(summary.expectedCashMinor, summary.currency) },
          { key: 'counted', label: t('registers.report.counted'), children: format.money(summary.countedCashMinor, summary.currency) },
          { key: 'overShort', label: t('registers.report.overShort'), children: <OverShort minor={summary.overShortMinor} currency={summary.currency} /> },
          { key: 'number', label: t('registers.report.number'), children: report.number },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('registers.close.final')}
      </Typography.Paragraph>
      <LinkButton icon={<PrinterOutlined aria-hidden />} to={`${buildPath('reports.z-reports')}?report=${encodeURIComponent(report.id)}`}>
        {t('registers.close.print')}
      </LinkButton>
    </Flex>
  );
}
