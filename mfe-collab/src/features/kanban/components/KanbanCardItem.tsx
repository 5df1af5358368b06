import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useFormat, type KanbanCard } from '@frontdesk/shared';
import { Avatar, Flex, Typography, theme } from '@frontdesk/shared/antd';
import { CalendarOutlined, CheckOutlined, MessageOutlined } from '@frontdesk/shared/icons';
import { HolderOutlined } from '@frontdesk/shared/antd-more';
import type { CSSProperties, KeyboardEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { coverColor } from '../utils/covers';

type Member = { id: string; name: string; color: string };
type Props = { card: KanbanCard; members: Member[]; onOpen: (cardId: string) => void };

/**
 * A card on the board: its cover, name, due day, checklists' progress, comments and members. A
 * press anywhere on it drags it (a finger holds it a moment first); its handle moves it by keyboard
 * (space, arrows, space); its name opens its details.
 */
export function KanbanCardItem({ card, members, onOpen }: Props) {
  const { t } = useTranslation('collab');
  const { token } = theme.useToken();
  const format = useFormat();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: card.cardId });
  // a press drags the whole card; the keyboard picks it up from its handle
  const { onKeyDown, ...press } = listeners ?? {};
  const items = card.checklists.flatMap((list) => list.checkItems);
  const done = items.filter((item) => item.state === 'complete').length;
  const people = card.memberIds.map((id) => members.find((m) => m.id === id)).filter((m): m is Member => m !== undefined);

  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    opacity: isDragging ? 0.5 : 1,
    background: token.colorBgContainer,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadius,
    boxShadow: token.boxShadowTertiary,
    overflow: 'hidden',
    touchAction: 'manipulation',
    cursor: 'grab',
  };

  return (
    <li ref={setNodeRef} style={style} {...press} data-card-id={card.cardId}>
      {card.cover && <div aria-hidden style={{ blockSize: 8, background: coverColor(card.cover, token) }} />}
      <Flex gap={4} align="start" style={{ padding: 8 }}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          onKeyDown={onKeyDown as KeyboardEventHandler<HTMLButtonElement> | undefined}
          aria-label={t('kanban.card.handle', { name: card.name })}
          style={{ background: 'none', border: 0, padding: 4, cursor: 'grab', color: token.colorTextTertiary, borderRadius: token.borderRadiusSM }}
        >
          <HolderOutlined aria-hidden />
        </button>
        <Flex vertical gap={6} style={{ flex: 1, minInlineSize: 0 }}>
          <button
            type="button"
            onClick={() => onOpen(card.cardId)}
            style={{
              background: 'none',
              border: 0,
              padding: 0,
              font: 'inherit',
              cursor: 'pointer',
              color: token.colorText,
              overflowWrap: 'anywhere',
              textAlign: 'start',
            }}
          >
            {card.name}
          </button>
          <Flex gap={10} wrap align="center">
            {card.due && (
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                <CalendarOutlined aria-hidden /> {t('kanban.card.due', { day: format.day(card.due) })}
              </Typography.Text>
            )}
            {items.length > 0 && (
              <Typography.Text type={done === items.length ? 'success' : 'secondary'} style={{ fontSize: token.fontSizeSM }}>
                <CheckOutlined aria-hidden /> {t('kanban.card.checks', { done, total: items.length })}
              </Typography.Text>
            )}
            {card.comments.length > 0 && (
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                <MessageOutlined aria-hidden /> {t('kanban.card.comments', { count: card.comments.length })}
              </Typography.Text>
            )}
            {people.length > 0 && (
              <span role="img" aria-label={t('kanban.card.members', { names: people.map((p) => p.name).join(', ') })}>
                <Avatar.Group max={{ count: 3 }} size="small">
                  {people.map((person) => (
                    <Avatar key={person.id} size="small" style={{ background: person.color }}>
                      {person.name.slice(0, 1)}
                    </Avatar>
                  ))}
                </Avatar.Group>
              </span>
            )}
          </Flex>
        </Flex>
      </Flex>
    </li>
  );
}
