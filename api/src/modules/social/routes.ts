import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoContent, problems } from '../../http/responses';
import { sendResult } from '../../http/result';
import { FeedItem, FeedPage, FeedQuery, PostInput, PostParams } from './schemas';
import { createPost, feedPage, removePost } from './service';

/** The social feed (issue 35 §4): the business's activity and its staff's posts. Behind requireSession. */
export const socialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['Social'];

  app.get(
    '/api/social/feed',
    {
      schema: {
        summary: 'Read the feed',
        description:
          'The business’s activity, newest first: staff posts, bookings made, sales taken and contacts added. `authorId`: only what that staff member did. Paged by cursor (`next`).',
        tags,
        operationId: 'listFeed',
        querystring: FeedQuery,
        response: { 200: FeedPage, ...problems(400) },
      },
    },
    async (req, reply) => sendResult(reply, await feedPage(req.tenant, req.query)),
  );

  app.post(
    '/api/social/posts',
    {
      schema: {
        summary: 'Post to the feed',
        description: 'The signed-in staff member’s post: its text (not blank) and, from a rich-text editor, its HTML (sanitized before it is stored).',
        tags,
        operationId: 'createPost',
        body: PostInput,
        response: { 201: FeedItem, ...problems(400) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => createPost(tenant, req.signedIn!.user, req.body)), 201),
  );

  app.delete(
    '/api/social/posts/:postId',
    {
      schema: {
        summary: 'Delete a post',
        description: 'Its author or an admin (403 forbidden for anyone else).',
        tags,
        operationId: 'deletePost',
        params: PostParams,
        response: { 204: NoContent, ...problems(400, 403, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => removePost(tenant, req.signedIn!.user, req.params.postId)), 204),
  );
};
