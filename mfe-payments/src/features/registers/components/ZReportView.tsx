import { useFormat, type ZReport } from '@frontdesk/shared';
import { Flex, Typography } from '@frontdesk/shared/antd';
import { Descriptions } from '@frontdesk/shared/antd-more';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OverShort } from './OverShort';

/** A Z-report as it prints: the session (its times on the business's clock, the zone named), its drawer's cash, and its sales by tender. */
export function ZReportView({ report }: { report: ZReport }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const s = report.summary;
  const money = (minor: number) => format.money(minor, s.currency);
  // isolated, so the day and time keep their order on an rtl page
  const moment = (iso: string) => format.moment(iso, { withTime: true, timeZone: report.timeZone, withZone: 'long' });
  const row = (key: string, label: string, children: ReactNode) => ({ key, label, children });

  return (
    <Flex vertical gap="large">
      <Descriptions
        size="small"
        column={1}
        items={[
          row('number', t('registers.report.number'), report.number),
          row('register', t('registers.report.register'), s.registerName),
          row('openedAt', t('registers.report.openedAt'), moment(s.openedAt)),
          row('openedBy', t('registers.report.openedBy'), s.openedBy),
          row('closedAt', t('registers.report.closedAt'), moment(s.closedAt)),
          row('closedBy', t('registers.report.closedBy'), s.closedBy),
        ]}
      />
      <section aria-label={t('registers.report.drawer')}>
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          {t('registers.report.drawer')}
        </Typography.Title>
        <Descriptions
          bordered
          size="small"
          column={1}
          items={[
            row('float', t('registers.report.float'), money(s.openingFloatMinor)),
            row('cashSales', t('registers.report.cashSales'), money(s.cashSalesMinor)),
            row('cashRefunds', t('registers.report.cashRefunds'), money(-s.cashRefundsMinor)),
            row('cashDeposits', t('registers.report.cashDeposits'), money(s.cashDepositsMinor)),
            row('cashDepositRefunds', t('registers.report.cashDepositRefunds'), money(-s.cashDepositRefundsMinor)),
            row('cashIn', t('registers.report.cashIn'), money(s.cashInMinor)),
            row('cashOut', t('registers.report.cashOut'), money(-s.cashOutMinor)),
            row('expected', t('registers.report.expected'), money(s.expectedCashMinor)),
            row('counted', t('registers.report.counted'), money(s.countedCashMinor)),
            row('overShort', t('registers.report.overShort'), <OverShort minor={s.overShortMinor} currency={s.currency} />),
          ]}
        />
      </section>
      <section aria-label={t('registers.report.sales')}>
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          {t('registers.report.sales')}
        </Typography.Title>
        <Descriptions
          bordered
          size="small"
          column={1}
          items={[
            row('cash', t('common.tenders.takings.cash'), money(s.salesByTender.cash)),
            row('card', t('common.tenders.takings.card'), money(s.salesByTender.card)),
            row('check', t('common.tenders.takings.check'), money(s.salesByTender.check)),
            row('deposit', t('common.tenders.takings.deposit'), money(s.salesByTender.deposit)),
            row('refunds', t('registers.report.refunds'), money(s.refundsMinor)),
            row('depositsTaken', t('registers.report.depositsTaken'), money(s.depositsTakenMinor)),
            row('depositsRefunded', t('registers.report.depositsRefunded'), money(s.depositRefundsMinor)),
            row('tips', t('registers.report.tips'), money(s.tipsMinor)),
            row('transactions', t('registers.report.transactions'), format.number(s.transactionCount)),
          ]}
        />
      </section>
      {s.note ? (
        <section aria-label={t('registers.report.note')}>
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            {t('registers.report.note')}
          </Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{s.note}</Typography.Paragraph>
        </section>
      ) : null}
    </Flex>
  );
}
