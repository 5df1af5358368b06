import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoContent, imageFile, problems, sendPrivateImage } from '../../http/responses';
import { sendResult } from '../../http/result';
import { CHAT_IMAGES_MAX, ChatAttachmentParams, ChatContactList, ChatMessage, ChatMessageInput, ChatThread, ChatThreadList, ChatThreadQuery } from './schemas';
import { chatAttachment, chatContacts, chatThread, chatThreads, markThreadSeen, sendMessage } from './service';

/** a message's body at most: its images as data: URLs (each at most 512 KiB, a third more in base64) and its text */
export const CHAT_BODY_LIMIT = 3 * 1024 * 1024;

/**
 * Chat between the staff of a business, one to one (issue 35 §2): its colleagues, the reader's
 * threads, one thread, its read marker, a new message and the images messages carry. Behind
 * requireSession, scoped to the business and to the reader: a thread of which the reader is not one
 * of the pair is 404, like another business's. A new message reaches the pair's open tabs through
 * GET /api/events (`event: chat`).
 */
export const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['Chat'];

  app.get(
    '/api/chat/contacts',
    {
      schema: {
        summary: 'List the colleagues one can write to',
        description: "The business's active logins other than the reader's, by name.",
        tags,
        operationId: 'listChatContacts',
        response: { 200: ChatContactList },
      },
    },
    async (req) => chatContacts(req.tenant, req.signedIn!.user.id),
  );

  app.get(
    '/api/chat/threads',
    {
      schema: {
        summary: "List the reader's chat threads",
        description: 'The latest written first (at most 200), each with its latest message and the unread count of the reader.',
        tags,
        operationId: 'listChatThreads',
        response: { 200: ChatThreadList },
      },
    },
    async (req) => chatThreads(req.tenant, req.signedIn!.user.id),
  );

  app.get(
    '/api/chat/thread',
    {
      schema: {
        summary: 'Get a chat thread',
        description: 'Its latest 200 messages, oldest first. 404 when the reader is not one of its pair.',
        tags,
        operationId: 'getChatThread',
        querystring: ChatThreadQuery,
        response: { 200: ChatThread, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await chatThread(req.tenant, req.signedIn!.user.id, req.query.threadKey)),
  );

  app.get(
    '/api/chat/thread/mark-as-seen',
    {
      schema: {
        summary: 'Mark a chat thread as seen',
        description:
          "The reader has read it to its latest message: their unread count of it is 0. It moves the reader's own marker only (never back), so it is safe to repeat. 404 when the reader is not one of its pair.",
        tags,
        operationId: 'markChatThreadSeen',
        querystring: ChatThreadQuery,
        response: { 204: NoContent, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await markThreadSeen(req.tenant, req.signedIn!.user.id, req.query.threadKey), 204),
  );

  app.post(
    '/api/chat/messages/new',
    {
      bodyLimit: CHAT_BODY_LIMIT,
      schema: {
        summary: 'Send a chat message',
        description:
          `Into the reader's thread (threadKey), or to a colleague (userId): their thread with the reader, begun when there is none. Text (body), or up to ${CHAT_IMAGES_MAX} PNG, JPEG or WebP images ` +
          "(attachments, as data: URLs, at most 512 KiB each; checked by their bytes) with an optional caption. 404 when the thread is not one of the reader's; 400 for an unknown colleague or a refused image.",
        tags,
        operationId: 'sendChatMessage',
        body: ChatMessageInput,
        response: { 201: ChatMessage, ...problems(400, 404, 413) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => sendMessage(tenant, req.signedIn!.user.id, req.body)), 201),
  );

  app.get(
    '/api/chat/attachments/:attachmentId',
    {
      schema: {
        summary: 'Read an image of a chat message',
        description: "Served only to the thread's pair (404 to anyone else), as the image it is, never sniffed.",
        tags,
        operationId: 'getChatAttachment',
        params: ChatAttachmentParams,
        response: { 200: imageFile('The image'), ...problems(400, 404) },
      },
    },
    async (req, reply) => {
      const image = await chatAttachment(req.tenant, req.signedIn!.user.id, req.params.attachmentId);
      if (!image.ok) return sendResult(reply, image);
      return sendPrivateImage(reply, image.value.contentType, image.value.bytes);
    },
  );
};
