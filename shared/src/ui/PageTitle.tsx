import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteId } from '../routes/routeTable';
import { Flex, Typography, theme } from './antd';

type Props = {
  /** the page's route: its title comes from the route table (the browser title says the same) */
  routeId?: RouteId;
  /** a title of its own (a record's name), instead of the route's */
  title?: ReactNode;
  /** a line under the title */
  intro?: ReactNode;
  /** the page's actions, at the end of the title's line */
  extra?: ReactNode;
};

/** A page's one heading (h1), with its actions beside it. */
export function PageTitle({ routeId, title, intro, extra }: Props) {
  const { t } = useTranslation('routes');
  const { token } = theme.useToken();
  return (
    <Flex align="flex-start" justify="space-between" gap="middle" wrap style={{ marginBlockEnd: token.marginMD }}>
      <div>
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
          {title ?? (routeId ? t(routeId) : null)}
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
