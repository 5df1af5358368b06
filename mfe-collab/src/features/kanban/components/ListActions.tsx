import type { KanbanBoard as KanbanBoardAnswer } from '@frontdesk/shared';
import { App, Button, Dropdown, Input } from '@frontdesk/shared/antd';
import { Form, MoreOutlined } from '@frontdesk/shared/antd-more';
import { ModalForm } from '@frontdesk/shared/ui-forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KanbanWrite } from '../api';
import { useBoardAction } from '../hooks/useBoardAction';

type List = KanbanBoardAnswer['board']['lists'][number];

/** A list's menu: rename it, remove its cards, remove it (each removal asked first). */
export function ListActions({ list, projectId, action }: { list: List; projectId: string | undefined; action: ReturnType<typeof useBoardAction> }) {
  const { t } = useTranslation('collab');
  const { modal } = App.useApp();
  const [renaming, setRenaming] = useState(false);
  const rename = useBoardAction(projectId, { failureToast: 'fields', onSuccess: () => setRenaming(false) });

  const confirm = (title: string, ok: string, run: () => Promise<unknown>) =>
    void modal.confirm({ title, okText: ok, okButtonProps: { danger: true }, cancelText: t('kanban.cancel'), onOk: () => run().catch(() => undefined) });

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'rename', label: t('kanban.list.rename'), onClick: () => setRenaming(true) },
            {
              key: 'clear',
              label: t('kanban.list.clear'),
              disabled: list.cardIds.length === 0,
              onClick: () =>
                confirm(t('kanban.list.clearConfirm', { name: list.name }), t('kanban.list.clear'), () =>
                  action.mutateAsync({ path: 'lists/clear', body: { listId: list.listId } }),
                ),
            },
            {
              key: 'remove',
              danger: true,
              label: t('kanban.list.remove'),
              onClick: () =>
                confirm(t('kanban.list.removeConfirm', { name: list.name }), t('kanban.list.remove'), () =>
                  action.mutateAsync({ path: 'lists/remove', body: { listId: list.listId } }),
                ),
            },
          ],
        }}
      >
        <Button type="text" size="small" icon={<MoreOutlined aria-hidden />} aria-label={t('kanban.list.actions', { name: list.name })} />
      </Dropdown>
      {renaming && (
        <ModalForm<{ name: string }, KanbanBoardAnswer, KanbanWrite>
          title={t('kanban.list.renameTitle')}
          submitText={t('kanban.save')}
          cancelText={t('kanban.cancel')}
          mutation={rename}
          initialValues={{ name: list.name }}
          transform={(values) => ({ path: 'list/update', body: { listId: list.listId, update: { name: values.name.trim() } } })}
          fieldOf={(field) => (field === 'update.name' ? 'name' : null)}
          failure={(reason) => reason}
          onClose={() => setRenaming(false)}
        >
          <Form.Item name="name" label={t('kanban.list.name')} rules={[{ required: true, whitespace: true, message: t('kanban.list.nameRequired') }]}>
            <Input maxLength={120} />
          </Form.Item>
        </ModalForm>
      )}
    </>
  );
}
