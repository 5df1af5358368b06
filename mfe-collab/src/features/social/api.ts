import { api, cursorQuery, type FeedItem, type PostInput } from '@frontdesk/shared';

/** every read of the feed (the business's, a profile's) is under this key: a new post refreshes them all */
export const FEED_KEY = ['social-feed'] as const;

/** GET /api/social/feed, newest first by cursor; `authorId`: what that staff member did (a profile). */
export const feedQuery = (authorId?: string) =>
  cursorQuery<FeedItem>([...FEED_KEY, authorId ?? 'all'], (before, signal) =>
    api.get('api/social/feed', { searchParams: { ...(before ? { before } : {}), ...(authorId ? { authorId } : {}) }, signal }).json(),
  );

/** POST /api/social/posts → 201 the post, as the feed shows it. */
export const createPost = (input: PostInput) => api.post('api/social/posts', { json: input }).json<FeedItem>();

/** DELETE /api/social/posts/{id} → 204 (its author or an admin). */
export async function deletePost(id: string): Promise<void> {
  await api.delete(`api/social/posts/${encodeURIComponent(id)}`);
}
