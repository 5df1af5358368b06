import { buildPath, useFormat, type MoneyTaken, type RouteId } from '@frontdesk/shared';
import { Flex, Typography } from '@frontdesk/shared/antd';
import { Card } from '@frontdesk/shared/antd-pages';
import { Heading } from '@frontdesk/shared/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

type Line = { key: string; label: string; minor: number; total?: boolean };

/** Against the net sales (the dashboard): what the sales are, and what of them was not taken in the days. */
export type SalesCompared = { netSalesMinor: number; otherDaysMinor: number };

/**
 * The money taken in a range of days (issue 33 §7), one figure on the transactions report and the
 * dashboard (the API's `MoneyTaken`, read by both from one query): what it is made of, and on the
 * dashboard, line by line, what makes it differ from the net sales (deposits, sales paid from
 * deposits, refunds to credit, sales still owed or paid on other days). A line of nothing is left out.
 */
export function MoneyTakenCard({
  taken,
  currency,
  sales,
  other,
}: {
  taken: MoneyTaken;
  currency: string;
  /** the dashboard's comparison; without it, the payments and refunds the total is made of */
  sales?: SalesCompared;
  /** the other report's page, where the same figure is */
  other: RouteId;
}) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const lines: Line[] = sales
    ? [
        { key: 'netSales', label: t('common.takings.netSales'), minor: sales.netSalesMinor },
        { key: 'deposits', label: t('common.takings.deposits'), minor: taken.depositsMinor },
        { key: 'depositRefunds', label: t('common.takings.depositRefunds'), minor: -taken.depositRefundsMinor },
        { key: 'fromDeposits', label: t('common.takings.fromDeposits'), minor: -taken.fromDepositsMinor },
        { key: 'toCredit', label: t('common.takings.toCredit'), minor: taken.refundedToCreditMinor },
        { key: 'otherDays', label: t('common.takings.otherDays'), minor: -sales.otherDaysMinor },
      ]
    : [
        { key: 'payments', label: t('common.takings.payments'), minor: taken.paymentsMinor },
        { key: 'deposits', label: t('common.takings.deposits'), minor: taken.depositsMinor },
        { key: 'refunds', label: t('common.takings.refunds'), minor: -taken.refundsMinor },
        { key: 'depositRefunds', label: t('common.takings.depositRefunds'), minor: -taken.depositRefundsMinor },
      ];
  const shown = [
    ...lines.filter((line, i) => line.minor !== 0 || (sales && i === 0)),
    { key: 'net', label: t('common.takings.net'), minor: taken.netMinor, total: true },
  ];
  const title = t(sales ? 'common.takings.comparedTitle' : 'common.takings.title');
  return (
    <Card title={<Heading level={2}>{title}</Heading>}>
      <Flex vertical gap="small">
        <Typography.Text type="secondary">{t(sales ? 'common.takings.comparedIntro' : 'common.takings.intro')}</Typography.Text>
        <table aria-label={title} style={{ inlineSize: '100%', borderCollapse: 'collapse' }}>
          <tbody>
            {shown.map((line) => (
              <tr key={line.key} style={line.total ? { borderBlockStart: '1px solid rgba(128,128,128,0.35)' } : undefined}>
                <th scope="row" style={{ textAlign: 'start', fontWeight: line.total ? 600 : 400, paddingBlock: 4 }}>
                  {line.label}
                </th>
                <td style={{ textAlign: 'end', fontWeight: line.total ? 600 : 400, paddingBlock: 4, whiteSpace: 'nowrap' }}>
                  {format.money(line.minor, currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {!sales && taken.fromDepositsMinor > 0 && (
          <Typography.Text type="secondary">
            {t('common.takings.noMoneyFromDeposits', { amount: format.money(taken.fromDepositsMinor, currency) })}
          </Typography.Text>
        )}
        {!sales && taken.refundedToCreditMinor > 0 && (
          <Typography.Text type="secondary">
            {t('common.takings.noMoneyToCredit', { amount: format.money(taken.refundedToCreditMinor, currency) })}
          </Typography.Text>
        )}
        <Link to={buildPath(other)}>{t(sales ? 'common.takings.toTransactions' : 'common.takings.toDashboard')}</Link>
      </Flex>
    </Card>
  );
}
