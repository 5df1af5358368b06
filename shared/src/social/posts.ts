// A staff member's post to the business's feed (issue 35 §4): the feed's composer (mfe-collab) and
// the rich-text showcase pages (mfe-docs) both write one.
import { api } from '../api/client';
import type { FeedItem, PostInput } from '../types/api';

/** every read of the feed (the business's, a profile's) is under this key: a new post makes them all stale */
export const FEED_KEY = ['social-feed'] as const;

/** POST /api/social/posts → 201 the post as the feed shows it (its HTML as the API sanitized it). */
export const createPost = (input: PostInput) => api.post('api/social/posts', { json: input }).json<FeedItem>();
