import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
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
 * Problem sent as `application/problem+json` (sendResult), described by its status's title.
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

/**
 * Sends CSV lines as a download named `filename`: the one way an export answers (the lines come
 * from csvLine, lib/csv.ts, which defuses formulas).
 */
export function sendCsvFile(reply: FastifyReply, filename: string, lines: AsyncIterable<string> | Iterable<string>) {
  reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${filename}"`);
  return reply.send(Readable.from(lines));
}

/** Sends CSV lines as a download named `{name}-{today}.csv` (a list's export: what it held that day, the business's: `tenant.today()`). */
export const sendCsv = (reply: FastifyReply, name: string, lines: AsyncIterable<string> | Iterable<string>, today: string) =>
  sendCsvFile(reply, `${name}-${today}.csv`, lines);

/** A PDF file, sent as bytes: binary text in the document, a Buffer to the handler. */
export const pdfFile = (description: string) => ({
  description,
  content: { 'application/pdf': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) } },
});

/** A download's file name as a header may carry it: ASCII letters, digits, dot, dash and underscore only. */
export const safeFilename = (name: string) =>
  name
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(0, 100) || 'download';

/** A calendar file (RFC 5545), sent as text. */
export const calendarFile = (description: string) => ({ description, content: { 'text/calendar': { schema: Type.Unsafe<Buffer>({ type: 'string' }) } } });

/** An image, sent as its bytes. */
export const imageFile = (description: string) => ({
  description,
  content: Object.fromEntries(
    ['image/png', 'image/jpeg', 'image/webp'].map((type) => [type, { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) }]),
  ),
});

/** how long a versioned public image is cached: a new version is a new address */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** An image's headers: its own type, never sniffed as anything else, nothing run in it. */
const imageHeaders = (reply: FastifyReply, contentType: string) =>
  reply.header('Content-Type', contentType).header('X-Content-Type-Options', 'nosniff').header('Content-Security-Policy', "default-src 'none'");

/** Sends a public image to show (never sniffed as anything else); cached for good when its address named its current version, else checked again each time. */
export function sendImage(reply: FastifyReply, contentType: string, bytes: Buffer, versioned: boolean) {
  imageHeaders(reply, contentType)
    .header('Cross-Origin-Resource-Policy', 'cross-origin')
    .header('Cache-Control', versioned ? IMMUTABLE : 'no-cache');
  return reply.send(bytes);
}

/** Sends an image only its signed-in reader may see: never changes (cached by that browser only), never read by another site. */
export function sendPrivateImage(reply: FastifyReply, contentType: string, bytes: Buffer) {
  imageHeaders(reply, contentType).header('Cross-Origin-Resource-Policy', 'same-origin').header('Cache-Control', 'private, max-age=31536000, immutable');
  return reply.send(bytes);
}

/** Sends a file of `contentType` as a download (`Content-Disposition: attachment`) under a safe file name, never cached. */
export function sendDownload(reply: FastifyReply, filename: string, contentType: string, bytes: Buffer) {
  reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', `attachment; filename="${safeFilename(filename)}"`)
    .header('Cache-Control', 'private, no-store');
  return reply.send(bytes);
}

/** Sends a PDF as a download. */
export const sendPdf = (reply: FastifyReply, filename: string, bytes: Buffer) => sendDownload(reply, filename, 'application/pdf', bytes);
