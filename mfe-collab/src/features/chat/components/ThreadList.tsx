import { buildPath, useBusinessDay, useQuery, useSession } from '@frontdesk/shared';
import { Avatar, Flex, Typography, theme } from '@frontdesk/shared/antd';
import { EditOutlined } from '@frontdesk/shared/icons';
import { EmptyState, QueryState } from '@frontdesk/shared/ui';
import { LinkButton } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { chatThreadsQuery } from '../api';
import { colleagueOf } from '../utils/threadNames';

/**
 * The reader's conversations, the latest first: each colleague's name, the latest message and when,
 * and how many of theirs the reader has not read. The open one is marked as the current page.
 */
export function ThreadList({ activeKey, onPicked }: { activeKey?: string; onPicked?: () => void }) {
  const { t } = useTranslation('collab');
  const { token } = theme.useToken();
  const { moment } = useBusinessDay();
  const me = useSession().user?.id;
  const threads = useQuery(chatThreadsQuery());

  return (
    <Flex vertical gap="small">
      <LinkButton type="primary" icon={<EditOutlined aria-hidden />} to={buildPath('chatThread', { threadKey: 'new' })} onClickCapture={onPicked}>
        {t('chat.newMessage')}
      </LinkButton>
      <QueryState
        query={threads}
        failed={t('chat.threadsFailed')}
        size="section"
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState size="section" title={t('chat.noThreads')} />}
      >
        {(data) => (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.items.map((thread) => {
              const colleague = colleagueOf(thread, me);
              const name = colleague?.name || t('chat.someone');
              const last = thread.messages.at(-1);
              const current = thread.threadKey === activeKey;
              return (
                <li key={thread.threadKey}>
                  <Link
                    to={buildPath('chatThread', { threadKey: thread.threadKey })}
                    aria-current={current ? 'page' : undefined}
                    onClick={onPicked}
                    style={{
                      display: 'flex',
                      gap: token.marginSM,
                      alignItems: 'center',
                      padding: token.paddingXS,
                      borderRadius: token.borderRadius,
                      color: token.colorText,
                      background: current ? token.colorPrimaryBg : undefined,
                    }}
                  >
                    <Avatar aria-hidden src={colleague?.avatar || undefined}>
                      {name.slice(0, 1)}
                    </Avatar>
                    <span style={{ flex: 1, minWidth: 0 }}>
                      <Typography.Text strong={thread.unreadCount > 0} ellipsis style={{ display: 'block' }}>
                        {name}
                      </Typography.Text>
                      {last ? (
                        <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: token.fontSizeSM }}>
                          <bdi>{last.body || t('chat.image')}</bdi> · {moment(last.createdAt)}
                        </Typography.Text>
                      ) : null}
                    </span>
                    {thread.unreadCount > 0 ? (
                      <span
                        title={t('chat.unread', { count: thread.unreadCount })}
                        style={{
                          position: 'relative',
                          flex: 'none',
                          minWidth: 20,
                          paddingInline: 6,
                          borderRadius: 10,
                          textAlign: 'center',
                          fontSize: token.fontSizeSM,
                          color: token.colorTextLightSolid,
                          background: token.colorPrimary,
                        }}
                      >
                        {thread.unreadCount}
                        <span style={visuallyHidden}> {t('chat.unread', { count: thread.unreadCount })}</span>
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </Flex>
  );
}

/** read by a screen reader, not shown */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
