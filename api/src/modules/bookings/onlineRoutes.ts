import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/database';
import { sendAnswer } from '../../http/idempotency';
import { sendFieldErrors, sendProblem } from '../../http/problem';
import { NoContent, problems } from '../../http/responses';
import { confirmHold, holdSlot, onlineSlots, onlineView, releaseHold, visitorBooking, visitorCancel, visitorReschedule } from './online';
import {
  HoldInput,
  OnlineBookingView,
  OnlineBusinessParams,
  OnlineSlotQuery,
  SlotList,
  VisitorBooking,
  VisitorCancelInput,
  VisitorDetails,
  VisitorRescheduleInput,
  VisitorTokenParams,
  VisitorWaitlistInput,
  VisitorWaitlistPlace,
} from './schemas';
import { acceptOffer, declineOffer, visitorJoinWaitlist } from './waitlist';

/** a visitor's reads per minute and address: a day's slots each click, with room */
const READS_PER_MINUTE = 120;
/** a visitor's holds, bookings and changes per minute and address: enough for a family, too few to hold a day */
const CHANGES_PER_MINUTE = 10;

const NO_ONLINE_BOOKING = 'This business takes no online bookings';

/** The public booking page's calls (issue 11 §7; no session): the business is in the address. */
export const onlineBookingRoutes: FastifyPluginAsyncTypebox<{ db: Db; publicOrigin: string }> = async (app, { db, publicOrigin }) => {
  const reads = { rateLimit: { max: READS_PER_MINUTE, timeWindow: '1 minute' } };
  const changes = { rateLimit: { max: CHANGES_PER_MINUTE, timeWindow: '1 minute' } };

  app.get(
    '/api/book/businesses/:businessId',
    {
      schema: {
        summary: 'Read a business\'s booking page',
        description: 'The services booked online (with their deposit and the asset they are for), who performs them, and the days that may be booked. 404 when the business takes no online bookings.',
        tags: ['Online booking'],
        operationId: 'getOnlineBooking',
        params: OnlineBusinessParams,
        response: { 200: OnlineBookingView, ...problems(400, 404) },
      },
      config: reads,
    },
    async (req, reply) => (await onlineView(db, req.params.businessId)) ?? sendProblem(reply, 404, 'not_found', NO_ONLINE_BOOKING),
  );

  app.get(
    '/api/book/businesses/:businessId/slots',
    {
      schema: {
        summary: 'Find a day\'s free times online',
        description: 'The starts of the day (the business\'s) for one online service, one staff member\'s or anyone\'s, from the lead time to the horizon.',
        tags: ['Online booking'],
        operationId: 'listOnlineSlots',
        params: OnlineBusinessParams,
        querystring: OnlineSlotQuery,
        response: { 200: SlotList, ...problems(400, 404) },
      },
      config: reads,
    },
    async (req, reply) => {
      const slots = await onlineSlots(db, req.params.businessId, req.query);
      if (!slots) return sendProblem(reply, 404, 'not_found', NO_ONLINE_BOOKING);
      return slots.ok ? slots.value : sendFieldErrors(reply, slots.errors);
    },
  );

  app.post(
    '/api/book/businesses/:businessId/holds',
    {
      schema: {
        summary: 'Hold a free time',
        description: 'Holds the slot for 10 minutes while the visitor gives their details; nobody else can book it meanwhile. 409 slot_taken when it is not free (any more).',
        tags: ['Online booking'],
        operationId: 'holdOnlineSlot',
        params: OnlineBusinessParams,
        body: HoldInput,
        response: { 201: VisitorBooking, ...problems(400, 404, 409, 429) },
      },
      config: changes,
    },
    async (req, reply) => sendAnswer(reply, await holdSlot(db, req.params.businessId, req.body)),
  );

  app.post(
    '/api/book/holds/:token/release',
    {
      schema: {
        summary: 'Let a held time go',
        description: 'The visitor left or chose another time: the slot is free at once (204; 404 when nothing is held).',
        tags: ['Online booking'],
        operationId: 'releaseOnlineHold',
        params: VisitorTokenParams,
        response: { 204: NoContent, ...problems(400, 404) },
      },
      config: changes,
    },
    async (req, reply) => ((await releaseHold(db, req.params.token)) ? reply.code(204).send(null) : sendProblem(reply, 404, 'not_found', 'Nothing is held')),
  );

  app.post(
    '/api/book/holds/:token/confirm',
    {
      schema: {
        summary: 'Book a held time',
        description:
          'The visitor\'s name, email, phone (and their asset when the service is for one): the booking is confirmed, its contact found by email or added, and a confirmation mailed with the link that manages it. 410 hold_expired when the hold ran out.',
        tags: ['Online booking'],
        operationId: 'confirmOnlineHold',
        params: VisitorTokenParams,
        body: VisitorDetails,
        response: { 200: VisitorBooking, ...problems(400, 404, 409, 410, 429) },
      },
      config: changes,
    },
    async (req, reply) => sendAnswer(reply, await confirmHold(db, req.params.token, req.body, publicOrigin)),
  );

  app.get(
    '/api/book/bookings/:token',
    {
      schema: {
        summary: 'Read a visitor\'s booking',
        description: 'What was booked, when (the business\'s clock) and whether it may still be changed online.',
        tags: ['Online booking'],
        operationId: 'getVisitorBooking',
        params: VisitorTokenParams,
        response: { 200: VisitorBooking, ...problems(400, 404) },
      },
      config: reads,
    },
    async (req, reply) => (await visitorBooking(db, req.params.token)) ?? sendProblem(reply, 404, 'not_found', 'No such booking'),
  );

  app.post(
    '/api/book/bookings/:token/cancel',
    {
      schema: {
        summary: 'Cancel a booking online',
        description: 'Up to the business\'s cut-off before the start (409 cutoff_passed after it).',
        tags: ['Online booking'],
        operationId: 'cancelVisitorBooking',
        params: VisitorTokenParams,
        body: VisitorCancelInput,
        response: { 200: VisitorBooking, ...problems(400, 404, 409, 429) },
      },
      config: changes,
    },
    async (req, reply) => sendAnswer(reply, await visitorCancel(db, req.params.token, req.body ?? {}, publicOrigin)),
  );

  app.post(
    '/api/book/bookings/:token/reschedule',
    {
      schema: {
        summary: 'Move a booking online',
        description: 'To another free start of the same service, up to the cut-off: the same staff member when free, else anyone who is. 409 slot_taken or cutoff_passed.',
        tags: ['Online booking'],
        operationId: 'rescheduleVisitorBooking',
        params: VisitorTokenParams,
        body: VisitorRescheduleInput,
        response: { 200: VisitorBooking, ...problems(400, 404, 409, 429) },
      },
      config: changes,
    },
    async (req, reply) => sendAnswer(reply, await visitorReschedule(db, req.params.token, req.body)),
  );

  app.post(
    '/api/book/businesses/:businessId/waitlist',
    {
      schema: {
        summary: 'Join a full day\'s waitlist online',
        description:
          'The visitor\'s details (as booking asks them) for a service on a day with no free time: when time frees up, the first in line is offered it by mail, held for them. ' +
          '409 day_not_full while the day has a free time (book it instead); 409 already_waiting.',
        tags: ['Online booking'],
        operationId: 'joinOnlineWaitlist',
        params: OnlineBusinessParams,
        body: VisitorWaitlistInput,
        response: { 201: VisitorWaitlistPlace, ...problems(400, 404, 409, 429) },
      },
      config: changes,
    },
    async (req, reply) => sendAnswer(reply, await visitorJoinWaitlist(db, req.params.businessId, req.body)),
  );

  app.post(
    '/api/book/offers/:token/accept',
    {
      schema: {
        summary: 'Take a time the waitlist offered',
        description:
          'The time held for the first in line is booked for them (their details from the line), or, where the service asks a deposit, answered still held with the payment link that books it (`payUrl`). 404 when the token names no open offer; 410 hold_expired.',
        tags: ['Online booking'],
        operationId: 'acceptWaitlistOffer',
        params: VisitorTokenParams,
        response: { 200: VisitorBooking, ...problems(400, 404, 410, 429) },
      },
      config: changes,
    },
    async (req, reply) => sendAnswer(reply, await acceptOffer(db, req.params.token, publicOrigin)),
  );

  app.post(
    '/api/book/offers/:token/decline',
    {
      schema: {
        summary: 'Let a time the waitlist offered go',
        description: 'The held time is let go and offered to the next in line. 404 when the token names no open offer; 410 hold_expired.',
        tags: ['Online booking'],
        operationId: 'declineWaitlistOffer',
        params: VisitorTokenParams,
        response: { 204: NoContent, ...problems(400, 404, 410, 429) },
      },
      config: changes,
    },
    async (req, reply) => {
      const refused = await declineOffer(db, req.params.token);
      return refused ? sendAnswer(reply, refused) : reply.code(204).send(null);
    },
  );
};
