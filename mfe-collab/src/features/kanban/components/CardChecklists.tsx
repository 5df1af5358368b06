import type { KanbanCard } from '@frontdesk/shared';
import { Button, Flex, Typography } from '@frontdesk/shared/antd';
import { Checkbox, Progress } from '@frontdesk/shared/antd-more';
import { DeleteOutlined } from '@frontdesk/shared/antd-pages';
import { Heading } from '@frontdesk/shared/ui';
import { useTranslation } from 'react-i18next';
import type { useBoardAction } from '../hooks/useBoardAction';
import { AddInline } from './AddInline';

type Props = { card: KanbanCard; action: ReturnType<typeof useBoardAction> };

/** A card's checklists: each with its progress and items, ticked complete or incomplete; items and checklists added and removed. */
export function CardChecklists({ card, action }: Props) {
  const { t } = useTranslation('collab');
  const { cardId } = card;
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('kanban.checklists.title')}
      </Typography.Title>
      {card.checklists.map((checklist) => {
        const done = checklist.checkItems.filter((item) => item.state === 'complete').length;
        const total = checklist.checkItems.length;
        return (
          <section key={checklist.checklistId} aria-label={checklist.name}>
            <Flex justify="space-between" align="center">
              <Typography.Text strong>
                <Heading level={4}>{checklist.name}</Heading>
              </Typography.Text>
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('kanban.checklists.remove', { name: checklist.name })}
                onClick={() => action.mutate({ path: 'checklists/remove', body: { cardId, checklistId: checklist.checklistId } })}
              />
            </Flex>
            {total > 0 && <Progress percent={Math.round((done / total) * 100)} size="small" aria-label={t('kanban.checklists.progress', { done, total })} />}
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {checklist.checkItems.map((item) => (
                <li key={item.checkItemId}>
                  <Flex justify="space-between" align="center" gap={8}>
                    <Checkbox
                      checked={item.state === 'complete'}
                      onChange={(event) =>
                        action.mutate({
                          path: 'checkitems/update',
                          body: {
                            cardId,
                            checklistId: checklist.checklistId,
                            checkItemId: item.checkItemId,
                            update: { state: event.target.checked ? 'complete' : 'incomplete' },
                          },
                        })
                      }
                    >
                      <span style={{ textDecoration: item.state === 'complete' ? 'line-through' : undefined }}>{item.name}</span>
                    </Checkbox>
                    <Button
                      type="text"
                      size="small"
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('kanban.checklists.removeItem', { name: item.name })}
                      onClick={() =>
                        action.mutate({ path: 'checkitems/remove', body: { cardId, checklistId: checklist.checklistId, checkItemId: item.checkItemId } })
                      }
                    />
                  </Flex>
                </li>
              ))}
            </ul>
            <AddInline
              open={t('kanban.checklists.itemName')}
              label={t('kanban.checklists.addItem', { name: checklist.name })}
              placeholder={t('kanban.checklists.itemName')}
              submit={t('kanban.add')}
              maxLength={200}
              busy={action.busy}
              onAdd={(name) => action.mutateAsync({ path: 'checkitems/new', body: { cardId, checklistId: checklist.checklistId, name } })}
            />
          </section>
        );
      })}
      <AddInline
        open={t('kanban.checklists.add')}
        label={t('kanban.checklists.name')}
        submit={t('kanban.add')}
        maxLength={120}
        busy={action.busy}
        onAdd={(name) => action.mutateAsync({ path: 'checklists/new', body: { cardId, name } })}
      />
    </Flex>
  );
}
