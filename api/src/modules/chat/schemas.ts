import { Type, type Static } from '@sinclair/typebox';
import { ImageDataUrl } from '../../http/images';

// Issue 35 §2: the staff of a business message each other, one to one (docs/decisions/0058). A
// thread is a pair of colleagues; its key (threadKey) is its id, the same whoever of the pair opens
// it. A message is text, or images with an optional caption; each image is checked by its bytes and
// served only to the pair (GET /api/chat/attachments/{attachmentId}).

/** the longest message */
export const CHAT_BODY_MAX = 4000;
/** an image's bytes, at most (the composer shrinks a larger photo before sending) */
export const CHAT_IMAGE_BYTES_MAX = 512 * 1024;
/** the most images one message carries */
export const CHAT_IMAGES_MAX = 4;
/** the most messages a thread's read answers: its latest */
export const CHAT_MESSAGES_MAX = 200;

/** A colleague one can write to: an active login of the business other than one's own. */
export const ChatContact = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** the address of their picture ('': none) */
  avatar: Type.String(),
});
export type ChatContact = Static<typeof ChatContact>;
export const ChatContactList = Type.Object({ items: Type.Array(ChatContact) });
export type ChatContactList = Static<typeof ChatContactList>;

export const ChatContentType = Type.Union([Type.Literal('text'), Type.Literal('image')]);
export type ChatContentType = Static<typeof ChatContentType>;

export const ChatMessage = Type.Object({
  id: Type.String(),
  threadKey: Type.String(),
  /** who wrote it */
  userId: Type.String(),
  body: Type.String(),
  /** image: it carries images (its body a caption, or ''); text: it is its body */
  contentType: ChatContentType,
  /** the addresses of its images (GET, the thread's pair only), in the order sent */
  attachments: Type.Array(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});
export type ChatMessage = Static<typeof ChatMessage>;

export const ChatThread = Type.Object({
  threadKey: Type.String(),
  type: Type.Literal('ONE_TO_ONE'),
  /** the pair, the reader among them */
  participantIds: Type.Array(Type.String()),
  /** the pair's names (a colleague since deactivated included) */
  participants: Type.Array(ChatContact),
  /** the others' messages after the reader's last mark-as-seen */
  unreadCount: Type.Integer({ minimum: 0 }),
  /** oldest first: the thread's latest messages (GET /api/chat/thread), or its latest one (the list) */
  messages: Type.Array(ChatMessage),
});
export type ChatThread = Static<typeof ChatThread>;
export const ChatThreadList = Type.Object({ items: Type.Array(ChatThread) });
export type ChatThreadList = Static<typeof ChatThreadList>;

export const ChatThreadQuery = Type.Object({ threadKey: Type.String({ format: 'uuid' }) });
export type ChatThreadQuery = Static<typeof ChatThreadQuery>;
export const ChatAttachmentParams = Type.Object({ attachmentId: Type.String({ format: 'uuid' }) });
export type ChatAttachmentParams = Static<typeof ChatAttachmentParams>;

/** POST /api/chat/messages/new: into the thread (threadKey), or to a colleague (userId: their thread, begun if there is none) */
export const ChatMessageInput = Type.Object(
  {
    threadKey: Type.Optional(Type.String({ format: 'uuid' })),
    userId: Type.Optional(Type.String({ format: 'uuid', description: 'the colleague written to, when there is no threadKey' })),
    body: Type.String({ maxLength: CHAT_BODY_MAX, default: '' }),
    attachments: Type.Array(ImageDataUrl(CHAT_IMAGE_BYTES_MAX, 'a PNG, JPEG or WebP image as a data: URL'), { maxItems: CHAT_IMAGES_MAX, default: [] }),
  },
  { additionalProperties: false },
);
export type ChatMessageInput = Static<typeof ChatMessageInput>;

/** A chat thread's change as GET /api/events streams it (`event: chat`), to the thread's pair only: which thread; never its text. */
export const ChatLiveEvent = Type.Object({ threadKey: Type.String() });
export type ChatLiveEvent = Static<typeof ChatLiveEvent>;
