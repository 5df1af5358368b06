import { buildPath, staffQuery, useApiMutation, useQuery, type ProjectInput, type ProjectStatus } from '@frontdesk/shared';
import { Flex, Input, Select } from '@frontdesk/shared/antd';
import { Card } from '@frontdesk/shared/antd-pages';
import { Form } from '@frontdesk/shared/antd-more';
import { ErrorAlert, FormFooter, PageTitle, useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { createProject } from '../api';
import { useProjectStatusOptions } from '../hooks/useProjectStatusOptions';

type Values = { name: string; description: string; status: ProjectStatus; memberIds: string[] };
const FIELDS = new Set(['name', 'description', 'status', 'memberIds']);

/** /app/projects/create: a new project (planned unless chosen otherwise); created, its page opens with its empty board. */
export function ProjectCreatePage() {
  const { t } = useTranslation('collab');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const staff = useQuery(staffQuery());
  const statusOptions = useProjectStatusOptions();
  const save = useApiMutation({
    mutationFn: (input: ProjectInput) => createProject(input),
    invalidates: [['projects']],
    successMessage: (project) => t('projects.create.created', { name: project.name }),
    failureToast: false,
    onSuccess: (project) => void navigate(buildPath('project', { id: project.id })),
  });
  const failure = useFieldRefusals(form, save, (field) => (FIELDS.has(field) ? (field as keyof Values) : null));
  const members = (staff.data?.items ?? []).filter((m) => !m.archived).map((m) => ({ value: m.id, label: m.name }));

  return (
    <Flex vertical gap="large">
      <PageTitle routeId="projectCreate" intro={t('projects.create.intro')} />
      <Card style={{ maxInlineSize: 720 }}>
        <Form<Values>
          form={form}
          name="project"
          layout="vertical"
          initialValues={{ name: '', description: '', status: 'planned', memberIds: [] }}
          onFinish={(values) =>
            save.mutate({ name: values.name.trim(), description: values.description.trim(), status: values.status, memberIds: values.memberIds })
          }
          disabled={save.busy}
        >
          <Form.Item label={t('projects.create.name')} name="name" rules={[{ required: true, whitespace: true, message: t('projects.create.nameRequired') }]}>
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item label={t('projects.create.description')} name="description">
            <Input.TextArea maxLength={2000} autoSize={{ minRows: 3, maxRows: 8 }} />
          </Form.Item>
          <Form.Item label={t('projects.status')} name="status">
            <Select options={statusOptions} style={{ maxInlineSize: 240 }} />
          </Form.Item>
          <Form.Item label={t('projects.create.members')} name="memberIds">
            <Select
              mode="multiple"
              options={members}
              optionFilterProp="label"
              placeholder={t('projects.create.membersPlaceholder')}
              loading={staff.isLoading}
            />
          </Form.Item>
          <ErrorAlert text={failure && t('projects.create.failed', { reason: failure })} />
          <FormFooter submit={t('projects.create.submit')} busy={save.busy} cancel={{ label: t('projects.create.cancel'), to: buildPath('projectsBrowse') }} />
        </Form>
      </Card>
    </Flex>
  );
}
