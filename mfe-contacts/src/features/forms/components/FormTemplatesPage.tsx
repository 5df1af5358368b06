import { useApiMutation, useIsAdmin, useQuery, type FormTemplate, type FormTemplateInput } from '@frontdesk/shared';
import { Alert, Button, Flex, Typography } from '@frontdesk/shared/antd';
import { DeleteOutlined, Table, type TableProps } from '@frontdesk/shared/antd-pages';
import { Popconfirm, Tag } from '@frontdesk/shared/antd-more';
import { EditOutlined, PlusOutlined } from '@frontdesk/shared/icons';
import { EmptyState, QueryState } from '@frontdesk/shared/ui';
import { ErrorAlert, PageTitle } from '@frontdesk/shared/ui-pages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formTemplatesQuery } from '../../../common/api/forms';
import { createFormTemplate, deleteFormTemplate, updateFormTemplate } from '../api';
import { FormTemplateModal } from './FormTemplateModal';

/** What the editor is open on: a new form, or one of the list. */
type Editing = { mode: 'new' } | { mode: 'edit'; template: FormTemplate };

/**
 * /app/contacts/forms: the business's intake and consent forms (issue 34 §9). Admins write,
 * change and take them out of use; staff see them and hand them out from a contact's page.
 */
export function FormTemplatesPage() {
  const { t } = useTranslation('contacts');
  const admin = useIsAdmin();
  const [editing, setEditing] = useState<Editing>();
  const forms = useQuery(formTemplatesQuery());
  const save = useApiMutation({
    invalidates: [['form-templates']],
    mutationFn: (input: FormTemplateInput) => (editing?.mode === 'edit' ? updateFormTemplate(editing.template.id, input) : createFormTemplate(input)),
    successMessage: () => t(editing?.mode === 'edit' ? 'forms.saved' : 'forms.created'),
    failureToast: false,
    onSuccess: () => setEditing(undefined),
  });
  const remove = useApiMutation({
    invalidates: [['form-templates']],
    mutationFn: (template: FormTemplate) => deleteFormTemplate(template.id),
    successMessage: (_, template) => t('forms.deleted', { name: template.name }),
    failureToast: false,
  });

  const columns: TableProps<FormTemplate>['columns'] = [
    { key: 'name', title: t('forms.columns.name'), render: (_, form) => <Typography.Text strong>{form.name}</Typography.Text> },
    {
      key: 'questions',
      title: t('forms.columns.questions'),
      render: (_, form) =>
        form.fields.length ? (
          <Flex gap={4} wrap>
            <Typography.Text>{t('forms.questionCount', { count: form.fields.length })}</Typography.Text>
            {[...new Set(form.fields.map((field) => field.kind))].map((kind) => (
              <Tag key={kind}>{t(`forms.kinds.${kind}`)}</Tag>
            ))}
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('forms.noQuestions')}</Typography.Text>
        ),
    },
    { key: 'version', title: t('forms.columns.version'), align: 'end', render: (_, form) => form.version },
    ...(admin
      ? [
          {
            key: 'actions',
            title: t('forms.columns.actions'),
            render: (_: unknown, form: FormTemplate) => (
              <Flex gap="small" wrap>
                <Button
                  icon={<EditOutlined aria-hidden />}
                  onClick={() => setEditing({ mode: 'edit', template: form })}
                  aria-label={t('forms.editNamed', { name: form.name })}
                >
                  {t('forms.edit')}
                </Button>
                <Popconfirm
                  title={t('forms.confirmDelete', { name: form.name })}
                  description={t('forms.confirmDeleteText')}
                  okText={t('forms.delete')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('ui.cancel')}
                  onConfirm={() => remove.mutateAsync(form).catch(() => undefined)}
                >
                  <Button danger icon={<DeleteOutlined aria-hidden />} aria-label={t('forms.deleteNamed', { name: form.name })}>
                    {t('forms.delete')}
                  </Button>
                </Popconfirm>
              </Flex>
            ),
          },
        ]
      : []),
  ];

  const newForm = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ mode: 'new' })}>
      {t('forms.new')}
    </Button>
  );

  return (
    <Flex vertical gap="large">
      <PageTitle routeId="contactForms" intro={t('forms.intro')} extra={admin ? newForm : null} />
      {!admin && <Alert type="info" showIcon title={t('forms.readOnly')} />}
      <ErrorAlert text={remove.errorText && t('forms.deleteFailed', { reason: remove.errorText })} />
      <QueryState
        query={forms}
        size="section"
        failed={t('forms.failed')}
        isEmpty={(list) => list.items.length === 0}
        empty={<EmptyState title={t(admin ? 'forms.empty' : 'forms.emptyStaff')} action={admin ? newForm : null} />}
      >
        {(list) => (
          <Table<FormTemplate>
            rowKey="id"
            columns={columns}
            dataSource={list.items}
            loading={forms.isFetching}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        )}
      </QueryState>
      {editing && <FormTemplateModal template={editing.mode === 'edit' ? editing.template : undefined} save={save} onClose={() => setEditing(undefined)} />}
    </Flex>
  );
}
