import { useFormat, type KanbanCard } from '@frontdesk/shared';
import { Button, Flex, Input, Typography } from '@frontdesk/shared/antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { useBoardAction } from '../hooks/useBoardAction';

type Props = { card: KanbanCard; userId: string; action: ReturnType<typeof useBoardAction> };

/** A card's comments, oldest first, and a field to write one as the signed-in user. */
export function CardComments({ card, userId, action }: Props) {
  const { t } = useTranslation('collab');
  const format = useFormat();
  const [message, setMessage] = useState('');
  const send = () => {
    const text = message.trim();
    if (!text) return;
    void action
      .mutateAsync({ path: 'cards/comments', body: { userId, cardId: card.cardId, message: text } })
      .then(() => setMessage(''))
      .catch(() => undefined);
  };
  return (
    <Flex vertical gap="small">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('kanban.comments.title')}
      </Typography.Title>
      {card.comments.length === 0 ? (
        <Typography.Text type="secondary">{t('kanban.comments.none')}</Typography.Text>
      ) : (
        <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
          {card.comments.map((comment) => (
            <li key={comment.commentId}>
              <Typography.Text strong>{comment.userName}</Typography.Text>{' '}
              <Typography.Text type="secondary">{format.moment(comment.createdAt)}</Typography.Text>
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{comment.message}</Typography.Paragraph>
            </li>
          ))}
        </ol>
      )}
      <Input.TextArea
        aria-label={t('kanban.comments.message')}
        placeholder={t('kanban.comments.placeholder')}
        value={message}
        maxLength={2000}
        autoSize={{ minRows: 2, maxRows: 6 }}
        onChange={(event) => setMessage(event.target.value)}
      />
      <Flex justify="end">
        <Button type="primary" onClick={send} loading={action.busy} disabled={!message.trim()}>
          {t('kanban.comments.send')}
        </Button>
      </Flex>
    </Flex>
  );
}
