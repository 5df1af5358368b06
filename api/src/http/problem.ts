import type { FastifyReply } from 'fastify';

/** Answers with an RFC 9457 problem document: the one error shape of the API's new endpoints. */
export function sendProblem(reply: FastifyReply, status: number, title: string, detail: string) {
  return reply.code(status).type('application/problem+json').send({ type: 'about:blank', title, status, detail });
}

/** 400 with one message per field (`errors`: field → message): a form shows each under its field. */
export function sendFieldErrors(reply: FastifyReply, errors: Record<string, string>) {
  return reply
    .code(400)
    .type('application/problem+json')
    .send({ type: 'about:blank', title: 'Bad Request', status: 400, detail: 'Some fields need attention', errors });
}

/** A timestamp column as the API answers it (both drivers give a Date; a string is accepted too). */
export const isoDateTime = (value: Date | string) => new Date(value).toISOString();
