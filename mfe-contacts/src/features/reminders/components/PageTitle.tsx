import type { RouteId } from '@frontdesk/shared';
import { Flex, Typography, theme } from '@frontdesk/shared/antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A page's heading: its title from the route table (the browser title says the same), a line under it. */
export function PageTitle({ routeId, intro, extra }: { routeId: RouteId; intro?: ReactNode; extra?: ReactNode }) {
  const { t } = useTranslation('contacts');
  const { token } = theme.useToken();
  return (
    <Flex align="flex-start" justify="space-between" gap="middle" wrap>
      <div>
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
          {t(`routes:${routeId}`)}
        </Typography.Title>
        {intro ? (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {intro}
          </Typography.Paragraph>
        ) : null}
      </div>
      {extra}
    </Flex>
  );
}
