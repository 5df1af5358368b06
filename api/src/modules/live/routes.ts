import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { STREAMS_PER_SESSION, type EventStreams } from '../../http/eventStreams';
import { problems } from '../../http/responses';
import type { LiveFeed } from './feed';

/** The business's changes as they happen, to a signed-in tab (behind requireSession). */
export const liveRoutes: FastifyPluginAsyncTypebox<{ live: LiveFeed; streams: EventStreams }> = async (app, { live, streams }) => {
  app.get(
    '/api/events',
    {
      // open for hours: it takes no turn of the load shedding (http/admission.ts)
      config: { outsideAdmission: true },
      schema: {
        summary: "Follow the business's changes",
        description:
          'A server-sent event stream (text/event-stream), one per signed-in tab, from every API instance (PostgreSQL LISTEN/NOTIFY): ' +
          "a `booking` event per change of the business's bookings (`{ kind, bookingId }`; kind: created, booked_online, changed, moved, cancelled) and " +
          'a `money` event per change of its money (`{ topic, id }`; topic: invoice, deposit, transaction, register), ' +
          'a `mail` event per mail sent or delivery settled (`{ kind }`; kind: internal, outgoing), ' +
          "a `chat` event per new message of a chat thread of the session's user (`{ threadKey }`, to the thread's pair only, never its text), " +
          'a `kanban` event per change of one of its kanban boards (`{ boardId, projectId }`) ' +
          'and a `social` event per post of its feed written or deleted (`{ kind, postId }`; kind: posted, deleted), each once its transaction has committed. ' +
          `It ends with an \`end\` event (\`{ reason }\`) when its session ends (\`session_ended\`: sign-out, expiry, its user removed), or when the session opens more than ${STREAMS_PER_SESSION} streams (\`replaced\`: the oldest gives way).`,
        tags: ['Live'],
        operationId: 'followChanges',
        response: {
          200: {
            description:
              '`event: booking` with `data: { kind, bookingId }`, `event: money` with `data: { topic, id }`, `event: mail` with `data: { kind }`, `event: chat` with `data: { threadKey }`, `event: kanban` with `data: { boardId, projectId }` and `event: social` with `data: { kind, postId }` per change; `event: end` with `data: { reason }` last',
            content: { 'text/event-stream': { schema: Type.String() } },
          },
          ...problems(401, 403),
        },
      },
    },
    async (req, reply) =>
      streams.open(req, reply, (send) => live.subscribe(req.tenant.businessId, ({ event, data }) => send(event, data), req.signedIn!.user.id)),
  );
};
