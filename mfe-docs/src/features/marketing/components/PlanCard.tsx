import { buildPath, useFormat } from '@frontdesk/shared';
import { Flex, Typography, theme } from '@frontdesk/shared/antd';
import { Card } from '@frontdesk/shared/antd-pages';
import { Tag } from '@frontdesk/shared/antd-more';
import { CheckOutlined } from '@frontdesk/shared/icons';
import { LinkButton } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { PLAN_CURRENCY, type Plan } from '../plans';

export function PlanCard({ plan }: { plan: Plan }) {
  const { t } = useTranslation('docs');
  const { money } = useFormat();
  const { token } = theme.useToken();
  const name = t(`pricing.plans.${plan.id}.name`);
  return (
    <Card style={{ height: '100%', borderColor: plan.popular ? token.colorPrimary : undefined }} styles={{ body: { height: '100%' } }}>
      <Flex vertical gap={token.marginSM} style={{ height: '100%' }}>
        <Flex align="center" justify="space-between" gap={token.marginXS}>
          <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading3, margin: 0 }}>
            {name}
          </Typography.Title>
          {plan.popular && <Tag>{t('pricing.popular')}</Tag>}
        </Flex>
        <Typography.Text type="secondary">{t(`pricing.plans.${plan.id}.description`)}</Typography.Text>
        <div>
          <Typography.Text strong style={{ fontSize: token.fontSizeHeading1 }}>
            {/* isolated, so "49,00 US$" keeps its order in a right-to-left layout */}
            <bdi>{money(plan.pricePerMonth, PLAN_CURRENCY)}</bdi>
          </Typography.Text>{' '}
          <Typography.Text type="secondary">{t('pricing.perMonth')}</Typography.Text>
        </div>
        <ul style={{ listStyle: 'none', margin: 0, paddingInlineStart: 0 }}>
          {plan.features.map((feature) => (
            <li key={feature} style={{ paddingBlock: token.paddingXXS }}>
              <CheckOutlined aria-hidden style={{ color: token.colorSuccess, marginInlineEnd: token.marginXS }} />
              {t(`pricing.features.${feature}`)}
            </li>
          ))}
        </ul>
        <LinkButton block type={plan.popular ? 'primary' : 'default'} to={buildPath('register')} style={{ marginBlockStart: 'auto' }}>
          {t('pricing.choose', { plan: name })}
        </LinkButton>
      </Flex>
    </Card>
  );
}
