import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/database';
import { sendAnswer, type Answer } from '../../http/idempotency';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientNetwork } from '../../http/clientNetwork';
import { sendFieldErrors, sendProblem } from '../../http/problem';
import { NoContent, problems } from '../../http/responses';
import { visitorOf } from '../../http/security';
import { wakeJobRunners } from '../../jobs/wake';
import { confirmHold, holdSlot, onlineSlots, onlineView, releaseHold, resendHoldCode, verifyHold, visitorBooking, visitorCancel, visitorReschedule } from './online';
import {
  CODE_MINUTES,
  CODE_TRIES,
  CodeInput,
  DAY_HOLD_SHARE,
  HOLDS_PER_DEVICE,
  HOLDS_PER_NETWORK,
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
  VisitorVerification,
  VisitorWaitlistInput,
  VisitorWaitlistPlace,
} from './schemas';
import { acceptOffer, declineOffer, resendJoinCode, verifyJoin, visitorJoinWaitlist } from './waitlist';

/** a visitor's reads per minute and address: a day's slots each click, with room */
const READS_PER_MINUTE = 120;
/** a visitor's holds, bookings and changes per minute and address: enough for a family, too few to hold a day */
const CHANGES_PER_MINUTE = 10;

const NO_ONLINE_BOOKING = 'This business takes no online bookings';

/** An answer whose work may have queued mail (a code, a confirmation): sent, then the runners woken so it goes at once. */
function sendMailed(reply: FastifyReply, done: Answer) {
  if (done.status < 300) wakeJobRunners();
  return sendAnswer(reply, done);
}

/** the limits count a client's network (an IPv6 client picks its address from a whole /64) */
const byNetwork = (req: FastifyRequest) => clientNetwork(req.ip);

const CODE_MAILED = `A code is mailed to the visitor's address: it works for ${CODE_MINUTES} minutes and ${CODE_TRIES} wrong entries; a new one may be asked after a wait (\`resendAt\`).`;

/** The public booking page's calls (issue 11 §7; no session): the business is in the address. */
export const onlineBookingRoutes: FastifyPluginAsyncTypebox<{ db: Db; publicOrigin: string }> = async (app, { db, publicOrigin }) => {
  const reads = { rateLimit: { max: READS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: byNetwork } };
  const changes = { rateLimit: { max: CHANGES_PER_MINUTE, timeWindow: '1 minute', keyGenerator: byNetwork } };

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
        description:
          'Holds the slot for 10 minutes while the visitor gives their details; nobody else can book it meanwhile. 409 slot_taken when it is not free (any more); ' +
          `409 too_many_holds when the visitor's device holds ${HOLDS_PER_DEVICE} times at the business already, or their network ${HOLDS_PER_NETWORK}; ` +
          `409 day_held when their holds would take more than ${DAY_HOLD_SHARE * 100} % of the day's working time. The answer gives the device its cookie (\`frontdesk_visitor\`) when it has none.`,
        tags: ['Online booking'],
        operationId: 'holdOnlineSlot',
        params: OnlineBusinessParams,
        body: HoldInput,
        response: { 201: VisitorBooking, ...problems(400, 404, 409, 429) },
      },
      config: changes,
    },
    async (req, reply) => sendAnswer(reply, await holdSlot(db, req.params.businessId, req.body, visitorOf(req, reply))),
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
        summary: 'Send the details for a held time',
        description:
          `The visitor's name, email, phone (and their asset when the service is for one), checked and kept: nothing is booked yet. ${CODE_MAILED} ` +
          'The first code moves the hold\'s end to 10 minutes from now (`holdExpiresAt`). No contact is looked up until the code is entered. 410 hold_expired when the hold ran out; 429 too_many_codes.',
        tags: ['Online booking'],
        operationId: 'confirmOnlineHold',
        params: VisitorTokenParams,
        body: VisitorDetails,
        response: { 202: VisitorVerification, ...problems(400, 404, 409, 410, 429) },
      },
      config: changes,
    },
    async (req, reply) => sendMailed(reply, await confirmHold(db, req.params.token, req.body)),
  );

  app.post(
    '/api/book/holds/:token/resend',
    {
      schema: {
        summary: 'Send a held time\'s code again',
        description: 'A new code to the same address, once the wait since the last is over (429 too_many_codes before it, and after a few).',
        tags: ['Online booking'],
        operationId: 'resendOnlineHoldCode',
        params: VisitorTokenParams,
        response: { 202: VisitorVerification, ...problems(400, 404, 409, 410, 429) },
      },
      config: changes,
    },
    async (req, reply) => sendMailed(reply, await resendHoldCode(db, req.params.token)),
  );

  app.post(
    '/api/book/holds/:token/verify',
    {
      schema: {
        summary: 'Book a held time with its email code',
        description:
          'The code mailed for the hold\'s details: the booking is confirmed, its contact found by the (now proven) email or added, and a confirmation mailed with the link that manages it. ' +
          'Where the service asks a deposit, the answer is still held with `payUrl`, the payment link that books it. 400 `code` wrong_code (`triesLeft`); 410 code_expired or hold_expired.',
        tags: ['Online booking'],
        operationId: 'verifyOnlineHold',
        params: VisitorTokenParams,
        body: CodeInput,
        response: { 200: VisitorBooking, ...problems(400, 404, 409, 410, 429) },
      },
      config: changes,
    },
    async (req, reply) => sendMailed(reply, await verifyHold(db, req.params.token, req.body.code, publicOrigin)),
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
        summary: 'Ask to join a full day\'s waitlist online',
        description:
          `The visitor's details (as booking asks them) for a service on a day with no free time. ${CODE_MAILED} ` +
          'The place counts once the code is entered; the answer is the same whether or not the address is in the line already. 409 day_not_full while the day has a free time (book it instead); 429 too_many_codes.',
        tags: ['Online booking'],
        operationId: 'joinOnlineWaitlist',
        params: OnlineBusinessParams,
        body: VisitorWaitlistInput,
        response: { 202: VisitorVerification, ...problems(400, 404, 409, 429) },
      },
      config: changes,
    },
    async (req, reply) => sendMailed(reply, await visitorJoinWaitlist(db, req.params.businessId, req.body)),
  );

  app.post(
    '/api/book/waitlist/:token/resend',
    {
      schema: {
        summary: 'Send a waitlist join\'s code again',
        description: 'A new code to the same address, once the wait since the last is over (429 too_many_codes before it, and after a few).',
        tags: ['Online booking'],
        operationId: 'resendOnlineWaitlistCode',
        params: VisitorTokenParams,
        response: { 202: VisitorVerification, ...problems(400, 404, 429) },
      },
      config: changes,
    },
    async (req, reply) => sendMailed(reply, await resendJoinCode(db, req.params.token)),
  );

  app.post(
    '/api/book/waitlist/:token/verify',
    {
      schema: {
        summary: 'Join a full day\'s waitlist with its email code',
        description:
          'The code mailed for the join: the visitor\'s contact is found by the (now proven) email or added, and they join the line, or keep their place when they are in it already: either way 201 their place. ' +
          'When time frees up, the first in line is offered it by mail, held for them. 409 day_not_full when time freed up meanwhile; 400 `code` wrong_code; 410 code_expired.',
        tags: ['Online booking'],
        operationId: 'verifyOnlineWaitlistJoin',
        params: VisitorTokenParams,
        body: CodeInput,
        response: { 201: VisitorWaitlistPlace, ...problems(400, 404, 409, 410, 429) },
      },
      config: changes,
    },
    async (req, reply) => sendAnswer(reply, await verifyJoin(db, req.params.token, req.body.code)),
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
