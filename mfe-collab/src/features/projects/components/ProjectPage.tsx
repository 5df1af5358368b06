import { buildPath, staffQuery, useApiMutation, useQuery, type Project, type ProjectPatch } from '@frontdesk/shared';
import { Flex, Select, Typography } from '@frontdesk/shared/antd';
import { Card } from '@frontdesk/shared/antd-pages';
import { Form } from '@frontdesk/shared/antd-more';
import { QueryState } from '@frontdesk/shared/ui';
import { LinkButton, NotFoundState, PageTitle } from '@frontdesk/shared/ui-pages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { projectQuery, updateProject } from '../api';
import { useProjectStatusOptions } from '../hooks/useProjectStatusOptions';
import { ProjectStatusTag } from './ProjectStatusTag';

type Props = {
  /** the project's board (the kanban feature's, composed in src/routes.tsx) */
  board: (projectId: string) => ReactNode;
};

/** /app/projects/{id}: a project: its status and members (changed in place), its description, and its own board. */
export function ProjectPage({ board }: Props) {
  const { t } = useTranslation('collab');
  const { id = '' } = useParams();
  const project = useQuery(projectQuery(id));
  const back = (
    <LinkButton to={buildPath('projectsBrowse')} type="primary">
      {t('projects.detail.back')}
    </LinkButton>
  );
  return (
    <QueryState
      query={project}
      failed={t('projects.detail.failed')}
      notFound={<NotFoundState title={t('projects.detail.notFound')} text={t('projects.detail.notFoundText')} action={back} />}
    >
      {(loaded) => <ProjectDetail project={loaded} board={board(loaded.id)} />}
    </QueryState>
  );
}

function ProjectDetail({ project, board }: { project: Project; board: ReactNode }) {
  const { t } = useTranslation('collab');
  const staff = useQuery(staffQuery());
  const statusOptions = useProjectStatusOptions();
  const save = useApiMutation({
    mutationFn: (patch: ProjectPatch) => updateProject(project.id, patch),
    invalidates: [['projects']],
    successMessage: t('projects.detail.saved'),
  });
  const members = (staff.data?.items ?? []).filter((m) => !m.archived || project.memberIds.includes(m.id)).map((m) => ({ value: m.id, label: m.name }));

  return (
    <Flex vertical gap="large">
      <PageTitle routeId="project" title={project.name} intro={<ProjectStatusTag status={project.status} />} />
      <Card size="small">
        <Flex vertical gap="small">
          <Typography.Paragraph type={project.description ? undefined : 'secondary'} style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
            {project.description || t('projects.detail.noDescription')}
          </Typography.Paragraph>
          <Form layout="vertical" component="div">
            <Flex gap="middle" wrap>
              <Form.Item label={t('projects.status')} htmlFor="project-status" style={{ flex: '0 1 220px', marginBlockEnd: 0 }}>
                <Select
                  id="project-status"
                  value={project.status}
                  options={statusOptions}
                  disabled={save.busy}
                  onChange={(status) => save.mutate({ status })}
                />
              </Form.Item>
              <Form.Item label={t('projects.detail.members')} htmlFor="project-members" style={{ flex: '1 1 320px', marginBlockEnd: 0 }}>
                <Select
                  id="project-members"
                  mode="multiple"
                  value={project.memberIds}
                  options={members}
                  optionFilterProp="label"
                  placeholder={t('projects.create.membersPlaceholder')}
                  onChange={(memberIds: string[]) => save.mutate({ memberIds })}
                />
              </Form.Item>
            </Flex>
          </Form>
        </Flex>
      </Card>
      <div>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {t('projects.detail.board')}
        </Typography.Title>
        {board}
      </div>
    </Flex>
  );
}
