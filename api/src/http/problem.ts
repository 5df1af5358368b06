import type { FastifyReply } from 'fastify';

/** Answers with an RFC 9457 problem document: the one error shape of the API's new endpoints. */
export function sendProblem(reply: FastifyReply, status: number, title: string, detail: string) {
  return reply.code(status).type('application/problem+json').send({ type: 'about:blank', title, status, detail });
}
