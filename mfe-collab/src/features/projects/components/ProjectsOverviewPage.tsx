import { buildPath, useBusinessDay, useFormat, useQuery } from '@frontdesk/shared';
import { Flex, Typography } from '@frontdesk/shared/antd';
import { Card, Col, Row } from '@frontdesk/shared/antd-pages';
import { Statistic } from '@frontdesk/shared/antd-more';
import { PlusOutlined } from '@frontdesk/shared/icons';
import { QueryState } from '@frontdesk/shared/ui';
import { LinkButton, PageTitle } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { projectOverviewQuery } from '../api';
import { PROJECT_STATUSES } from '../utils/statuses';

/** /app/projects/overview: how many projects in each status (each a link to them), and the cards of projects in progress due soonest. */
export function ProjectsOverviewPage() {
  const { t } = useTranslation('collab');
  const format = useFormat();
  const { today } = useBusinessDay();
  const overview = useQuery(projectOverviewQuery());
  const newProject = (
    <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={buildPath('projectCreate')}>
      {t('projects.new')}
    </LinkButton>
  );
  return (
    <Flex vertical gap="large">
      <PageTitle routeId="projectsOverview" intro={t('projects.overview.intro')} extra={newProject} />
      <QueryState query={overview} size="section" failed={t('projects.overview.failed')}>
        {(data) => (
          <Flex vertical gap="large">
            <section aria-label={t('projects.overview.byStatus')}>
              <Row gutter={[16, 16]}>
                {PROJECT_STATUSES.map((status) => (
                  <Col key={status} xs={12} md={6}>
                    <Link to={`${buildPath('projectsBrowse')}?status=${status}`} style={{ display: 'block' }}>
                      <Card size="small" hoverable>
                        <Statistic title={t(`projects.statuses.${status}`)} value={data.counts[status]} formatter={(value) => format.number(Number(value))} />
                      </Card>
                    </Link>
                  </Col>
                ))}
              </Row>
            </section>
            <Card size="small" title={t('projects.overview.dueSoon')}>
              {data.dueSoon.length === 0 ? (
                <Typography.Text type="secondary">{t('projects.overview.dueSoonNone')}</Typography.Text>
              ) : (
                <ol style={{ margin: 0, paddingInlineStart: 20, display: 'flex', flexDirection: 'column', gap: 8 }}>
                  {data.dueSoon.map((card) => (
                    <li key={card.cardId}>
                      <Typography.Text strong>{card.cardName}</Typography.Text>{' '}
                      <Link to={buildPath('project', { id: card.projectId })}>{t('projects.overview.inProject', { project: card.projectName })}</Link>{' '}
                      <Typography.Text type={today && card.due < today ? 'danger' : 'secondary'}>
                        {today && card.due < today ? `${t('projects.overview.overdue')} · ` : ''}
                        {t('projects.overview.due', { day: format.day(card.due) })}
                      </Typography.Text>
                    </li>
                  ))}
                </ol>
              )}
            </Card>
          </Flex>
        )}
      </QueryState>
    </Flex>
  );
}
