import { mediaQueries, useMediaQuery, useSettings } from '@frontdesk/shared';
import { Button, Drawer, Flex, theme } from '@frontdesk/shared/antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@frontdesk/shared/icons';
import { PageTitle } from '@frontdesk/shared/ui-pages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { NewThread } from './NewThread';
import { ThreadList } from './ThreadList';
import { ThreadView } from './ThreadView';

const THREADS_ID = 'chat-threads';

/**
 * /app/chat/new and /app/chat/{threadKey} (issue 35 §2): the staff of the business message each
 * other, one to one. The conversations are a side bar that opens and closes (a drawer on a phone,
 * closed until asked for); the page is a new message or one conversation.
 */
export function ChatPage() {
  const { t } = useTranslation('collab');
  const { token } = theme.useToken();
  const { direction } = useSettings();
  const { threadKey = 'new' } = useParams();
  const narrow = useMediaQuery(mediaQueries.narrow);
  const [sideOpen, setSideOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const shown = narrow ? drawerOpen : sideOpen;
  const toggle = () => (narrow ? setDrawerOpen(!drawerOpen) : setSideOpen(!sideOpen));

  return (
    <>
      <PageTitle
        routeId="chatIndex"
        extra={
          <Button
            icon={shown ? <MenuFoldOutlined aria-hidden /> : <MenuUnfoldOutlined aria-hidden />}
            aria-expanded={shown}
            aria-controls={THREADS_ID}
            onClick={toggle}
          >
            {shown ? t('chat.hideThreads') : t('chat.showThreads')}
          </Button>
        }
      />
      <Flex gap="middle" style={{ height: 'max(420px, calc(100dvh - 230px))' }}>
        {narrow ? (
          <Drawer
            id={THREADS_ID}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            placement={direction === 'rtl' ? 'right' : 'left'}
            title={t('chat.threads')}
          >
            <ThreadList activeKey={threadKey} onPicked={() => setDrawerOpen(false)} />
          </Drawer>
        ) : sideOpen ? (
          <nav
            id={THREADS_ID}
            aria-label={t('chat.threads')}
            style={{
              width: 300,
              flex: 'none',
              overflowY: 'auto',
              paddingInlineEnd: token.paddingSM,
              borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
            }}
          >
            <ThreadList activeKey={threadKey} />
          </nav>
        ) : null}
        <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {threadKey === 'new' ? <NewThread /> : <ThreadView key={threadKey} threadKey={threadKey} />}
        </div>
      </Flex>
    </>
  );
}
