import { DndContext, closestCorners } from '@dnd-kit/core';
import { staffQuery, useQuery, type KanbanBoard } from '@frontdesk/shared';
import { Flex, theme } from '@frontdesk/shared/antd';
import { EmptyState, QueryState } from '@frontdesk/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boardQuery } from '../api';
import { useBoardAction } from '../hooks/useBoardAction';
import { useCardDrag } from '../hooks/useCardDrag';
import { AddInline } from './AddInline';
import { CardDrawer } from './CardDrawer';
import { KanbanListColumn } from './KanbanListColumn';

type Props = {
  /** a project's board; the business's own without it */
  projectId?: string;
};

/**
 * A kanban board (issue 35 §3): the business's own (/app/kanban) or a project's. Its lists side by
 * side, scrolled sideways on a phone (right to left in rtl); cards moved by pointer, touch or
 * keyboard; a card's details in a side panel. Other people's changes show without a reload (the
 * live feed's `kanban` event makes the board's query stale).
 */
export function KanbanBoardView({ projectId }: Props) {
  const { t } = useTranslation('collab');
  const board = useQuery(boardQuery(projectId));
  return (
    <QueryState query={board} size="section" failed={t('kanban.failed')}>
      {(data) => <BoardLists data={data} projectId={projectId} />}
    </QueryState>
  );
}

function BoardLists({ data, projectId }: { data: KanbanBoard; projectId: string | undefined }) {
  const { t } = useTranslation('collab');
  const { token } = theme.useToken();
  const staff = useQuery(staffQuery());
  const action = useBoardAction(projectId);
  const [openCard, setOpenCard] = useState<string | null>(null);
  const drag = useCardDrag(data, (move) => action.mutate({ path: 'cards/move', body: move }));
  const members = (staff.data?.items ?? []).map((m) => ({ id: m.id, name: m.name, color: m.color, archived: m.archived }));
  const cardsById = new Map(data.board.cards.map((card) => [card.cardId, card]));

  const addList = (
    <div style={{ flex: '0 0 min(280px, 82vw)' }}>
      <AddInline
        open={t('kanban.list.add')}
        label={t('kanban.list.name')}
        placeholder={t('kanban.list.namePlaceholder')}
        submit={t('kanban.list.save')}
        maxLength={120}
        busy={action.busy}
        onAdd={(name) => action.mutateAsync({ path: 'lists/new', body: projectId ? { name, projectId } : { name } })}
      />
    </div>
  );

  if (data.board.lists.length === 0) {
    return <EmptyState size="section" title={t('kanban.empty')} text={t('kanban.emptyText')} action={<Flex justify="center">{addList}</Flex>} />;
  }

  return (
    <>
      <DndContext sensors={drag.sensors} collisionDetection={closestCorners} accessibility={drag.accessibility} {...drag.handlers}>
        <div
          role="region"
          aria-label={t('kanban.boardLabel')}
          tabIndex={0}
          style={{
            display: 'flex',
            gap: 12,
            alignItems: 'flex-start',
            overflowX: 'auto',
            paddingBlockEnd: 12,
            scrollSnapType: 'x proximity',
            outlineColor: token.colorPrimary,
          }}
        >
          {data.board.lists.map((list) => (
            <KanbanListColumn
              key={list.listId}
              list={list}
              cards={(drag.layout[list.listId] ?? []).flatMap((id) => cardsById.get(id) ?? [])}
              members={members}
              projectId={projectId}
              action={action}
              onOpen={setOpenCard}
            />
          ))}
          {addList}
        </div>
      </DndContext>
      {openCard && <CardDrawer board={data} cardId={openCard} members={members} projectId={projectId} onClose={() => setOpenCard(null)} />}
    </>
  );
}
