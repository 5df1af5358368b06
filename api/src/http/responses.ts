import { Type } from '@sinclair/typebox';
import { Problem } from './errors';

// Response schemas every module's routes share: they document the answers in the OpenAPI
// document and, through the type provider, type what a handler may send for each status.

/** 204: no body. */
export const NoContent = Type.Null({ description: 'No Content' });

/** The error answers a route documents (`response: { 200: Item, ...problems(400, 404) }`): each a Problem. */
export function problems<Status extends number>(...statuses: Status[]) {
  return Object.fromEntries(statuses.map((status) => [status, Problem])) as Record<Status, typeof Problem>;
}
