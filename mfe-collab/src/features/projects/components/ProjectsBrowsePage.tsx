import { buildPath, staffQuery, useAddressSearch, useFormat, useQuery, useUrlFilters, type Project } from '@frontdesk/shared';
import { Flex, Input, Select, Typography } from '@frontdesk/shared/antd';
import type { TableColumnsType } from '@frontdesk/shared/antd-pages';
import { PlusOutlined } from '@frontdesk/shared/icons';
import { EmptyState, QueryState } from '@frontdesk/shared/ui';
import { LinkButton, PageTitle, PagedTable } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { projectsQuery } from '../api';
import { ProjectStatusTag } from './ProjectStatusTag';
import { useProjectStatusOptions } from '../hooks/useProjectStatusOptions';
import { PROJECT_STATUSES } from '../utils/statuses';

/** /app/projects/browse: the projects, newest first, by status and search (both kept in the address). */
export function ProjectsBrowsePage() {
  const { t } = useTranslation('collab');
  const format = useFormat();
  const { filters, page, setFilters, setPage } = useUrlFilters(['status', 'q'], {}, { status: PROJECT_STATUSES });
  const [text, setText] = useAddressSearch(filters.q ?? '', (q) => setFilters({ q }));
  const projects = useQuery(projectsQuery({ ...(filters.status ? { status: filters.status } : {}), ...(filters.q ? { search: filters.q } : {}) }, page));
  const staff = useQuery(staffQuery());
  const statusOptions = useProjectStatusOptions();
  const nameOf = (id: string) => staff.data?.items.find((m) => m.id === id)?.name;
  const filtered = Boolean(filters.status || filters.q);
  const newProject = (
    <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={buildPath('projectCreate')}>
      {t('projects.new')}
    </LinkButton>
  );

  const columns: TableColumnsType<Project> = [
    { key: 'name', title: t('projects.browse.columns.name'), render: (_, p) => <Link to={buildPath('project', { id: p.id })}>{p.name}</Link> },
    { key: 'status', title: t('projects.browse.columns.status'), render: (_, p) => <ProjectStatusTag status={p.status} /> },
    {
      key: 'members',
      title: t('projects.browse.columns.members'),
      render: (_, p) =>
        p.memberIds
          .map(nameOf)
          .filter((name) => name !== undefined)
          .join(', '),
    },
    { key: 'cards', title: t('projects.browse.columns.cards'), align: 'end', render: (_, p) => format.number(p.cardCount) },
    {
      key: 'nextDue',
      title: t('projects.browse.columns.nextDue'),
      render: (_, p) => (p.nextDue ? format.day(p.nextDue) : <Typography.Text type="secondary">{t('projects.browse.noDue')}</Typography.Text>),
    },
    { key: 'created', title: t('projects.browse.columns.created'), render: (_, p) => format.moment(p.createdAt) },
  ];

  return (
    <Flex vertical gap="large">
      <PageTitle routeId="projectsBrowse" intro={t('projects.browse.intro')} extra={newProject} />
      <Flex gap="middle" wrap>
        <Input.Search
          aria-label={t('projects.browse.search')}
          placeholder={t('projects.browse.search')}
          allowClear
          value={text}
          onChange={(event) => setText(event.target.value)}
          style={{ maxInlineSize: 320 }}
        />
        <Select
          aria-label={t('projects.browse.statusFilter')}
          value={filters.status ?? ''}
          onChange={(status: string) => setFilters({ status })}
          options={[{ value: '', label: t('projects.allStatuses') }, ...statusOptions]}
          style={{ minInlineSize: 180 }}
        />
      </Flex>
      <QueryState query={projects} size="section" failed={t('projects.browse.failed')}>
        {(data) => (
          <PagedTable<Project>
            rowKey="id"
            aria-label={t('projects.browse.table')}
            columns={columns}
            data={data}
            loading={projects.isPlaceholderData}
            onPage={setPage}
            empty={
              filtered ? (
                <EmptyState size="section" title={t('projects.browse.noMatch')} text={t('projects.browse.noMatchText')} />
              ) : (
                <EmptyState size="section" title={t('projects.browse.empty')} text={t('projects.browse.emptyText')} action={newProject} />
              )
            }
          />
        )}
      </QueryState>
    </Flex>
  );
}
