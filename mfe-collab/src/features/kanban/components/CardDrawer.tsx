import { useSession, type KanbanBoard, type KanbanCardPatch } from '@frontdesk/shared';
import { Button, Drawer, Flex, Input, Select, Typography, theme } from '@frontdesk/shared/antd';
import { Form, Popconfirm } from '@frontdesk/shared/antd-more';
import { DeleteOutlined } from '@frontdesk/shared/antd-pages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoardAction } from '../hooks/useBoardAction';
import { COVERS, coverColor } from '../utils/covers';
import { CardChecklists } from './CardChecklists';
import { CardComments } from './CardComments';

type Props = {
  board: KanbanBoard;
  cardId: string;
  members: { id: string; name: string; archived: boolean }[];
  projectId: string | undefined;
  onClose: () => void;
};

/**
 * A card's details in a side panel: its name, list, due day, members, cover, checklists and
 * comments. Each change is sent as it is made (a name when its field is left or Enter pressed);
 * the panel shows the board's answer.
 */
export function CardDrawer({ board, cardId, members, projectId, onClose }: Props) {
  const { t } = useTranslation('collab');
  const { token } = theme.useToken();
  const user = useSession().user;
  const action = useBoardAction(projectId);
  const card = board.board.cards.find((c) => c.cardId === cardId);
  const [name, setName] = useState(card?.name ?? '');

  if (!card) {
    return (
      <Drawer open title={t('kanban.detail.title')} onClose={onClose} size={480}>
        <Typography.Paragraph>{t('kanban.detail.gone')}</Typography.Paragraph>
      </Drawer>
    );
  }
  const update = (patch: KanbanCardPatch) => action.mutateAsync({ path: 'cards/update', body: { cardId, update: patch } }).catch(() => undefined);
  const saveName = () => {
    const trimmed = name.trim();
    if (trimmed && trimmed !== card.name) void update({ name: trimmed });
    else setName(card.name);
  };
  const lists = board.board.lists;
  // a member no longer in the team stays shown while the card names them
  const choices = members.filter((m) => !m.archived || card.memberIds.includes(m.id));

  return (
    <Drawer
      open
      title={card.name}
      onClose={onClose}
      size={480}
      extra={
        <Popconfirm
          title={t('kanban.detail.removeConfirm', { name: card.name })}
          okText={t('kanban.detail.remove')}
          okButtonProps={{ danger: true }}
          cancelText={t('kanban.cancel')}
          onConfirm={() => action.mutateAsync({ path: 'cards/remove', body: { cardId } }).then(onClose, () => undefined)}
        >
          <Button danger icon={<DeleteOutlined aria-hidden />}>
            {t('kanban.detail.remove')}
          </Button>
        </Popconfirm>
      }
    >
      <Flex vertical gap="large">
        <Form layout="vertical" component="div">
          <Form.Item label={t('kanban.detail.name')} htmlFor="kanban-card-name">
            <Input
              id="kanban-card-name"
              value={name}
              maxLength={200}
              onChange={(event) => setName(event.target.value)}
              onBlur={saveName}
              onPressEnter={saveName}
            />
          </Form.Item>
          <Form.Item label={t('kanban.detail.moveTo')} htmlFor="kanban-card-list">
            <Select
              id="kanban-card-list"
              value={card.listId}
              options={lists.map((list) => ({ value: list.listId, label: list.name }))}
              onChange={(listId: string) => {
                // to the end of the list chosen
                const target = lists.find((list) => list.listId === listId);
                if (target && listId !== card.listId) action.mutate({ path: 'cards/move', body: { cardId, listId, position: target.cardIds.length } });
              }}
            />
          </Form.Item>
          <Form.Item label={t('kanban.detail.due')} htmlFor="kanban-card-due">
            <Flex gap={8}>
              <Input
                id="kanban-card-due"
                type="date"
                value={card.due ?? ''}
                style={{ inlineSize: 180 }}
                onChange={(event) => void update({ due: event.target.value || null })}
              />
              {card.due && <Button onClick={() => void update({ due: null })}>{t('kanban.detail.clearDue')}</Button>}
            </Flex>
          </Form.Item>
          <Form.Item label={t('kanban.detail.members')} htmlFor="kanban-card-members">
            <Select
              id="kanban-card-members"
              mode="multiple"
              value={card.memberIds}
              placeholder={t('kanban.detail.membersPlaceholder')}
              options={choices.map((m) => ({ value: m.id, label: m.name }))}
              optionFilterProp="label"
              onChange={(memberIds: string[]) => void update({ memberIds })}
            />
          </Form.Item>
          <Form.Item label={t('kanban.detail.cover')} htmlFor="kanban-card-cover">
            <Select
              id="kanban-card-cover"
              value={card.cover ?? 'none'}
              onChange={(cover: string) => void update({ cover: cover === 'none' ? null : (cover as (typeof COVERS)[number]) })}
              options={[
                { value: 'none', label: t('kanban.detail.noCover') },
                ...COVERS.map((cover) => ({
                  value: cover,
                  label: (
                    <Flex gap={8} align="center">
                      <span aria-hidden style={{ inlineSize: 14, blockSize: 14, borderRadius: 4, background: coverColor(cover, token) }} />
                      {t(`kanban.covers.${cover}`)}
                    </Flex>
                  ),
                })),
              ]}
            />
          </Form.Item>
        </Form>
        <CardChecklists card={card} action={action} />
        {user && <CardComments card={card} userId={user.id} action={action} />}
      </Flex>
    </Drawer>
  );
}
