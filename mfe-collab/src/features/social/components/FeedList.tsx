import { useInfiniteQuery } from '@frontdesk/shared';
import { Button, Flex, Typography } from '@frontdesk/shared/antd';
import { EmptyState, FailedState, LoadingState } from '@frontdesk/shared/ui';
import { useTranslation } from 'react-i18next';
import { feedQuery } from '../api';
import { FeedItemView } from './FeedItemView';

/** The feed, newest first, a page at a time ("Show more"); `authorId`: only what that staff member did. */
export function FeedList({ authorId }: { authorId?: string }) {
  const { t } = useTranslation('collab');
  const feed = useInfiniteQuery(feedQuery(authorId));

  if (feed.data === undefined) {
    if (feed.isError) return <FailedState title={t('social.failed')} error={feed.error} onRetry={() => void feed.refetch()} size="section" />;
    return <LoadingState size="section" />;
  }
  const items = feed.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState title={t(authorId ? 'social.emptyMine' : 'social.empty')} />;
  return (
    <Flex vertical gap="middle">
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item) => (
          <li key={`${item.kind}:${item.id}`}>
            <FeedItemView item={item} />
          </li>
        ))}
      </ol>
      {feed.hasNextPage ? (
        <Flex justify="center">
          <Button onClick={() => void feed.fetchNextPage()} loading={feed.isFetchingNextPage}>
            {t('social.showMore')}
          </Button>
        </Flex>
      ) : (
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          {t('social.end')}
        </Typography.Text>
      )}
    </Flex>
  );
}
