import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { KanbanBoard, KanbanCard } from '@frontdesk/shared';
import { Flex, Typography, theme } from '@frontdesk/shared/antd';
import { Heading } from '@frontdesk/shared/ui';
import { useTranslation } from 'react-i18next';
import type { useBoardAction } from '../hooks/useBoardAction';
import { AddInline } from './AddInline';
import { KanbanCardItem } from './KanbanCardItem';
import { ListActions } from './ListActions';

type List = KanbanBoard['board']['lists'][number];
type Props = {
  list: List;
  /** the list's cards in the order shown (a drag's, while one is on) */
  cards: KanbanCard[];
  members: { id: string; name: string; color: string }[];
  projectId: string | undefined;
  action: ReturnType<typeof useBoardAction>;
  onOpen: (cardId: string) => void;
};

/** One list of the board: its name and actions, its cards in order (a drop zone, also when empty), and a way to add a card. */
export function KanbanListColumn({ list, cards, members, projectId, action, onOpen }: Props) {
  const { t } = useTranslation('collab');
  const { token } = theme.useToken();
  const { setNodeRef, isOver } = useDroppable({ id: list.listId });

  return (
    <section
      aria-label={t('kanban.list.label', { name: list.name })}
      style={{
        flex: '0 0 min(280px, 82vw)',
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        padding: 10,
        background: token.colorFillQuaternary,
        border: `1px solid ${isOver ? token.colorPrimaryBorder : token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        maxBlockSize: '100%',
      }}
    >
      <Flex justify="space-between" align="center" gap={4}>
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
          <Heading level={2}>{list.name}</Heading>
        </Typography.Text>
        <Flex align="center" gap={4}>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, whiteSpace: 'nowrap' }}>
            {t('kanban.list.cardCount', { count: cards.length })}
          </Typography.Text>
          <ListActions list={list} projectId={projectId} action={action} />
        </Flex>
      </Flex>
      <SortableContext id={list.listId} items={cards.map((card) => card.cardId)} strategy={verticalListSortingStrategy}>
        <ul
          ref={setNodeRef}
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8, minBlockSize: 48, overflowY: 'auto' }}
        >
          {cards.map((card) => (
            <KanbanCardItem key={card.cardId} card={card} members={members} onOpen={onOpen} />
          ))}
        </ul>
      </SortableContext>
      <AddInline
        open={t('kanban.card.add')}
        label={t('kanban.card.addTo', { list: list.name })}
        placeholder={t('kanban.card.name')}
        submit={t('kanban.card.save')}
        maxLength={200}
        busy={action.busy}
        onAdd={(name) => action.mutateAsync({ path: 'cards/new', body: { listId: list.listId, name } })}
      />
    </section>
  );
}
