import { Type } from '@sinclair/typebox';
import type { Readable } from 'node:stream';
import { Problem } from './errors';
import { statusTitle } from './problem';

// Response schemas every module's routes share: they document the answers in the OpenAPI
// document and, through the type provider, type what a handler may send for each status.

/** 204: no body. */
export const NoContent = Type.Null({ description: 'No Content' });

/** A problem answer as a route documents it: the Problem schema, in its own media type. */
type ProblemAnswer = { description: string; content: { 'application/problem+json': { schema: typeof Problem } } };

/**
 * The error answers a route documents (`response: { 200: Item, ...problems(400, 404) }`): each a
 * Problem sent as `application/problem+json` (sendProblem), described by its status's title.
 */
export function problems<Status extends number>(...statuses: Status[]) {
  const answer = (status: Status): ProblemAnswer => ({
    description: `${statusTitle(status)}: a problem document`,
    content: { 'application/problem+json': { schema: Problem } },
  });
  return Object.fromEntries(statuses.map((status) => [status, answer(status)])) as Record<Status, ProblemAnswer>;
}

/** A CSV file, sent as a stream (never serialized): text in the document, a Readable to the handler. */
export const csvFile = (description: string) => ({ description, content: { 'text/csv': { schema: Type.Unsafe<Readable>({ type: 'string' }) } } });
