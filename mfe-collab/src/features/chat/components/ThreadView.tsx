import { buildPath, useApiMutation, useQuery, useSession } from '@frontdesk/shared';
import { Flex, Typography } from '@frontdesk/shared/antd';
import { QueryState } from '@frontdesk/shared/ui';
import { LinkButton, NotFoundState } from '@frontdesk/shared/ui-pages';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { chatThreadQuery, markChatThreadSeen } from '../api';
import { useSendMessage } from '../hooks/useSendMessage';
import { colleagueOf, isThreadKey } from '../utils/threadNames';
import { Composer } from './Composer';
import { MessageList } from './MessageList';

/**
 * /app/chat/{threadKey}: one conversation. Read while it is open, so its unread count goes back to
 * 0 (mark-as-seen) whenever a message comes in; a message arrives without a reload (the live feed
 * makes ['chat'] stale).
 */
export function ThreadView({ threadKey }: { threadKey: string }) {
  const { t } = useTranslation('collab');
  const me = useSession().user?.id;
  const valid = isThreadKey(threadKey);
  const thread = useQuery({ ...chatThreadQuery(threadKey), enabled: valid });
  const unread = thread.data?.unreadCount ?? 0;
  const seen = useApiMutation({
    mutationFn: () => markChatThreadSeen(threadKey),
    invalidates: [
      ['chat', 'threads'],
      ['chat', 'thread', threadKey],
    ],
    failureToast: false,
  });
  const message = useSendMessage({
    invalidates: [
      ['chat', 'threads'],
      ['chat', 'thread', threadKey],
    ],
  });
  const { mutate: markSeen } = seen;

  useEffect(() => {
    if (unread > 0) markSeen();
  }, [unread, markSeen]);

  const notFound = (
    <NotFoundState
      title={t('chat.threadNotFound')}
      action={
        <LinkButton type="primary" to={buildPath('chatThread', { threadKey: 'new' })}>
          {t('chat.backToNew')}
        </LinkButton>
      }
    />
  );
  if (!valid) return notFound;
  return (
    <QueryState query={thread} loading={t('chat.loadingThread')} failed={t('chat.threadFailed')} notFound={notFound} size="section">
      {(data) => (
        <Flex vertical style={{ flex: 1, minHeight: 0 }}>
          <Typography.Title level={2} style={{ marginBlock: 0, fontSize: 18 }}>
            {colleagueOf(data, me)?.name || t('chat.someone')}
          </Typography.Title>
          <MessageList thread={data} />
          <Composer busy={message.busy} errorText={message.errorText} onSend={({ body, attachments }) => message.send({ threadKey, body, attachments })} />
        </Flex>
      )}
    </QueryState>
  );
}
