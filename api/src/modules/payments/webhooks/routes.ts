import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../db/database';
import { ERROR_STATUS } from '../../../http/errors';
import { refuse, sendResult } from '../../../http/result';
import { WebhookSignatureError, type PaymentProvider, type ProviderEvent } from '../../money/providers/provider';
import { unitOfWork } from '../../../db/tenant';
import { Deferred, applyProviderEvent, claimEvent, paymentOfEvent, refundsAtProvider, type EventOutcome } from './service';

/** Stripe's limit on an event's body is far below this; a bigger body is not one of its events. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * POST /api/webhooks/{provider}: the provider's events, for a provider that verifies them (Stripe).
 * Its own scope reads the body raw (the signature is over the exact bytes) and only here; no
 * session or CSRF token (`signedBySender`): the signature is the caller's proof. Kept out of the
 * OpenAPI document: the provider calls it, not the app's clients.
 */
export const webhookRoutes: FastifyPluginAsync<{ db: Db; provider: PaymentProvider }> = async (app, { db, provider }) => {
  const verify = provider.verifyWebhook?.bind(provider);
  if (!verify) return;
  // this scope's JSON stays bytes: the signature is checked over them, then the provider parses them
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) => done(null, body));
  /** An event applied once: read what it needs from the provider, find its business, apply it in that business's unit of work. */
  async function received(event: ProviderEvent, ip: string): Promise<EventOutcome> {
    const atProvider = await refundsAtProvider(provider, event);
    const found = await paymentOfEvent(db, provider, event);
    // nothing of ours: the event is claimed alone, so its replays say so
    if (!found) return (await claimEvent(db, provider, event, null)) ? 'ignored' : 'duplicate';
    try {
      return await unitOfWork(db, found.business_id, (tenant) => applyProviderEvent(tenant, provider, event, found, atProvider, ip));
    } catch (error) {
      if (error instanceof Deferred) return 'deferred';
      throw error;
    }
  }

  app.post(`/api/webhooks/${provider.name}`, { schema: { hide: true }, config: { signedBySender: true } }, async (req, reply) => {
    const signature = req.headers[`${provider.name}-signature`];
    let event;
    try {
      if (!Buffer.isBuffer(req.body)) throw new WebhookSignatureError('The body must be the event as JSON');
      event = verify(req.body, typeof signature === 'string' ? signature : undefined);
    } catch (error) {
      if (error instanceof WebhookSignatureError) return sendResult(reply, refuse('bad_request', `The webhook's signature does not verify: ${error.message}`));
      throw error;
    }
    const outcome = await received(event, req.ip);
    req.log.info({ eventId: event.id, type: event.type, outcome }, 'webhook event');
    // not a 2xx: the provider sends the event again later (a refund of its payment is in flight)
    if (outcome === 'deferred') return reply.code(ERROR_STATUS.unavailable).header('retry-after', '10').send({ received: false, outcome });
    return { received: true, outcome };
  });
};
