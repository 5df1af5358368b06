import sanitizeHtml from 'sanitize-html';
import type { NamedUser } from '../../db/names';
import type { Tenant } from '../../db/tenant';
import { cursorWindow, encodeCursor } from '../../http/paging';
import { fieldError, isoDateTime } from '../../http/problem';
import { invalid, ok, refuse, type Result } from '../../http/result';
import { deletePost, feedRows, insertPost, postAuthor, type FeedRow } from './repo';
import type { FeedItem, FeedPage, FeedQuery, PostInput } from './schemas';
import { feedChanged } from './live';

/**
 * What a post's HTML may hold: the marks and blocks of the rich-text editors (paragraphs, bold,
 * italic, underline, strike, lists, headings, quotes, code, links), no attribute but a link's web
 * or mail address, no style, class or script. Applied before a post is stored, so the feed shows
 * only what passed it.
 */
const POST_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote', 'code', 'pre', 'a'],
  // rel and target: what the transform below gives every link, over whatever the link said
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
  allowedSchemesAppliedToAttributes: ['href'],
};
export const sanitizePostHtml = (html: string) => sanitizeHtml(html, POST_HTML);

const feedItem = (row: FeedRow): FeedItem => ({
  kind: row.kind,
  id: row.id,
  at: isoDateTime(row.at),
  actor: row.actor_id && row.actor_name !== null ? { id: row.actor_id, name: row.actor_name } : null,
  subject: row.subject,
  body: row.body,
  html: row.html,
  source: row.source,
  startsAt: row.starts_at === null ? null : isoDateTime(row.starts_at),
  amountMinor: row.amount_minor,
  currency: row.currency,
  receiptNumber: row.receipt_number,
});

/** GET /api/social/feed: a page of the business's stream, newest first (a cursor that is not one of ours: 400) */
export async function feedPage(tenant: Tenant, query: FeedQuery): Promise<Result<FeedPage>> {
  const { limit, before } = cursorWindow(query);
  if (query.before !== undefined && !before) return invalid({ before: fieldError('invalid_value', 'Not a cursor of this feed') });
  // one more than asked: whether there is a next page
  const rows = await feedRows(tenant, { before, limit: limit + 1, authorId: query.authorId ?? null });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return ok({ items: page.map(feedItem), next: rows.length > limit && last ? encodeCursor({ at: last.cursor_at, id: last.id }) : null });
}

/** POST /api/social/posts: the signed-in staff member's post (its text not blank; its HTML sanitized) */
export async function createPost(tenant: Tenant, author: NamedUser, input: PostInput): Promise<Result<FeedItem>> {
  const body = input.body.trim();
  if (body === '') return invalid({ body: fieldError('required', 'Write something to post') });
  const html = input.html === undefined ? null : sanitizePostHtml(input.html).trim() || null;
  const row = await insertPost(tenant, author.id, body, html);
  await feedChanged(tenant, { kind: 'posted', postId: row.id });
  return ok({
    kind: 'post',
    id: row.id,
    at: isoDateTime(row.created_at),
    actor: { id: author.id, name: author.name },
    subject: '',
    body,
    html,
    source: null,
    startsAt: null,
    amountMinor: null,
    currency: null,
    receiptNumber: null,
  });
}

/** DELETE /api/social/posts/{postId}: its author or an admin takes a post down */
export async function removePost(tenant: Tenant, user: NamedUser, postId: string): Promise<Result<null>> {
  const author = await postAuthor(tenant, postId);
  if (author === undefined) return refuse('not_found', 'No such post');
  if (author !== user.id && user.role !== 'admin') return refuse('forbidden', 'Only its author or an admin can delete a post');
  await deletePost(tenant, postId);
  await feedChanged(tenant, { kind: 'deleted', postId });
  return ok(null);
}
