import { Type, type Static } from '@sinclair/typebox';
import { CursorPaged, CursorQuery } from '../../http/paging';

// Issue 35 §4: the social feed (docs/decisions/0061). One stream, newest first, of what
// happened in the business (bookings made, sales taken, contacts added: read from their own tables)
// and what its staff post.

export const FEED_KINDS = ['post', 'booking', 'sale', 'contact'] as const;
export const FeedKind = Type.Union(FEED_KINDS.map((kind) => Type.Literal(kind)));
export type FeedKind = Static<typeof FeedKind>;

/** the most characters of a post's text */
export const MAX_POST_LENGTH = 2000;
/** the most characters of a post's HTML (a rich-text editor's) */
export const MAX_POST_HTML_LENGTH = 20000;

export const FeedItem = Type.Object({
  kind: FeedKind,
  /** the thing's own id: the post, the booking, the sale's transaction, the contact */
  id: Type.String(),
  at: Type.String({ format: 'date-time' }),
  /** who did it: the post's author, who booked it at the desk, who took the sale; null: a visitor online, or no one recorded */
  actor: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
  /** the contact it was for (a booking, a sale) or who was added; '' for a post */
  subject: Type.String(),
  /** a post's text ('' otherwise) */
  body: Type.String(),
  /** a post's HTML when written rich (sanitized when stored), else null */
  html: Type.Union([Type.String(), Type.Null()]),
  /** a booking: where it was made (desk, online); a contact: where they came from; else null */
  source: Type.Union([Type.String(), Type.Null()]),
  /** a booking: when it starts */
  startsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** a sale: its amount, in the business's currency's minor units */
  amountMinor: Type.Union([Type.Integer(), Type.Null()]),
  /** a sale: its currency */
  currency: Type.Union([Type.String(), Type.Null()]),
  /** a sale: its receipt number */
  receiptNumber: Type.Union([Type.Integer(), Type.Null()]),
});
export type FeedItem = Static<typeof FeedItem>;

export const FeedPage = CursorPaged(FeedItem);
export type FeedPage = Static<typeof FeedPage>;

/** GET /api/social/feed: a page of the stream; `authorId`: only what that staff member did (a profile's activity) */
export const FeedQuery = Type.Composite([CursorQuery, Type.Object({ authorId: Type.Optional(Type.String({ format: 'uuid' })) })], {
  additionalProperties: false,
});
export type FeedQuery = Static<typeof FeedQuery>;

/** POST /api/social/posts: the text, and the HTML when written in a rich-text editor (sanitized before it is stored) */
export const PostInput = Type.Object(
  {
    body: Type.String({ minLength: 1, maxLength: MAX_POST_LENGTH }),
    html: Type.Optional(Type.String({ maxLength: MAX_POST_HTML_LENGTH })),
  },
  { additionalProperties: false },
);
export type PostInput = Static<typeof PostInput>;

export const PostParams = Type.Object({ postId: Type.String({ format: 'uuid' }) });
export type PostParams = Static<typeof PostParams>;

/** The live event of a post written or deleted (GET /api/events: `social`): which, and what became of it. */
export const SocialLiveEvent = Type.Object({ kind: Type.Union([Type.Literal('posted'), Type.Literal('deleted')]), postId: Type.String() });
export type SocialLiveEvent = Static<typeof SocialLiveEvent>;
