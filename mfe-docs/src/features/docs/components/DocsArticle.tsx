import type { DocsPage } from '@frontdesk/shared';
import { Typography } from '@frontdesk/shared/antd';
import { Card } from '@frontdesk/shared/antd-pages';
import { useTranslation } from 'react-i18next';

export function DocsArticle({ page }: { page: DocsPage }) {
  const { t } = useTranslation(['docs', 'routes']);
  return (
    <Card>
      <article>
        <Typography.Title level={1} style={{ marginBlockStart: 0 }}>
          {t(`routes:docs.${page}`)}
        </Typography.Title>
        <Typography.Paragraph>{t(`docs.articles.${page}.intro`)}</Typography.Paragraph>
        <Typography.Paragraph style={{ marginBlockEnd: 0 }}>{t(`docs.articles.${page}.detail`)}</Typography.Paragraph>
      </article>
    </Card>
  );
}
