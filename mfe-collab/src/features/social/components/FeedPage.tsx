import { Flex } from '@frontdesk/shared/antd';
import { Card } from '@frontdesk/shared/antd-pages';
import { PageTitle } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { FeedList } from './FeedList';
import { PostComposer } from './PostComposer';

/** /app/social/feed: the business's activity and its team's posts, newest first (issue 35 §4). */
export function FeedPage() {
  const { t } = useTranslation('collab');
  return (
    <Flex vertical gap="large" style={{ maxWidth: 760 }}>
      <PageTitle routeId="socialFeed" intro={t('social.feedIntro')} />
      <Card>
        <PostComposer />
      </Card>
      <FeedList />
    </Flex>
  );
}
