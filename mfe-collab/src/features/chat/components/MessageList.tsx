import { useBusinessDay, useSession, type ChatThread } from '@frontdesk/shared';
import { Flex, Typography, theme } from '@frontdesk/shared/antd';
import { EmptyState } from '@frontdesk/shared/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { colleagueOf, writerName } from '../utils/threadNames';

/**
 * A thread's messages, oldest first, kept scrolled to the latest: the reader's own on the inline
 * end (the right, or the left in rtl), the colleague's on the start; images shown in place, each a
 * link to itself at full size. A live region: a message that arrives is read out.
 */
export function MessageList({ thread }: { thread: ChatThread }) {
  const { t } = useTranslation('collab');
  const { token } = theme.useToken();
  const { moment } = useBusinessDay();
  const me = useSession().user?.id;
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = thread.messages.at(-1)?.id;
  const texts = { you: t('chat.you'), someone: t('chat.someone') };

  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [lastId]);

  return (
    <div
      ref={scroller}
      role="log"
      aria-label={t('chat.messages', { name: colleagueOf(thread, me)?.name || texts.someone })}
      tabIndex={0}
      style={{ flex: 1, overflowY: 'auto', paddingBlock: token.paddingSM, paddingInline: token.paddingXS }}
    >
      {thread.messages.length === 0 ? <EmptyState size="section" title={t('chat.emptyThread')} /> : null}
      {thread.messages.map((message) => {
        const mine = message.userId === me;
        const name = writerName(thread, message.userId, me, texts);
        return (
          <Flex key={message.id} vertical align={mine ? 'flex-end' : 'flex-start'} style={{ marginBlockEnd: token.marginSM }}>
            <div
              style={{
                maxWidth: 'min(80%, 520px)',
                paddingBlock: token.paddingXS,
                paddingInline: token.paddingSM,
                borderRadius: token.borderRadiusLG,
                background: mine ? token.colorPrimaryBg : token.colorFillSecondary,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
            >
              {message.attachments.length ? (
                <Flex gap="small" wrap style={{ marginBlockEnd: message.body ? token.marginXS : 0 }}>
                  {message.attachments.map((src) => (
                    <a key={src} href={src} target="_blank" rel="noreferrer">
                      <img
                        src={src}
                        alt={t('chat.imageOf', { name })}
                        loading="lazy"
                        style={{ maxWidth: 220, maxHeight: 220, display: 'block', borderRadius: token.borderRadius }}
                      />
                    </a>
                  ))}
                </Flex>
              ) : null}
              {/* the writer's own direction, whatever the page's (an English message in an rtl page) */}
              {message.body ? (
                <Typography.Text>
                  <bdi>{message.body}</bdi>
                </Typography.Text>
              ) : null}
            </div>
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              {t('chat.sentBy', { name, when: moment(message.createdAt) })}
            </Typography.Text>
          </Flex>
        );
      })}
    </div>
  );
}
