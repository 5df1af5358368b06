import { api, cursorQuery, FEED_KEY, type FeedItem } from '@frontdesk/shared';

// A post is written through the kit's createPost (shared/src/social/posts.ts).

/** GET /api/social/feed, newest first by cursor; `authorId`: what that staff member did (a profile). */
export const feedQuery = (authorId?: string) =>
  cursorQuery<FeedItem>([...FEED_KEY, authorId ?? 'all'], (before, signal) =>
    api.get('api/social/feed', { searchParams: { ...(before ? { before } : {}), ...(authorId ? { authorId } : {}) }, signal }).json(),
  );

/** DELETE /api/social/posts/{id} → 204 (its author or an admin). */
export async function deletePost(id: string): Promise<void> {
  await api.delete(`api/social/posts/${encodeURIComponent(id)}`);
}
