import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../../db/database';
import { scopedTo, unitOfWork, type Tenant } from '../../../db/tenant';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientNetwork } from '../../../http/clientNetwork';
import { NoContent, imageFile, problems, sendImage } from '../../../http/responses';
import { refuse, sendResult, type Refusal, type Result, type SuccessStatus } from '../../../http/result';
import { visitorOf } from '../../../http/security';
import { wakeJobRunners } from '../../../jobs/wake';
import { businessOfJoin, noCodeSent } from '../emailCodes';
import {
  confirmHold,
  holdSlot,
  noSuchBooking,
  noSuchHold,
  nothingHeld,
  onlineDays,
  onlineSlots,
  onlineView,
  releaseHold,
  resendHoldCode,
  verifyHold,
  visitorBooking,
  visitorCancel,
  visitorReschedule,
} from './service';
import { logoRow } from '../repo';
import { businessOfToken } from '../visitor';
import {
  CODE_MINUTES,
  CODE_TRIES,
  CodeInput,
  DAY_HOLD_SHARE,
  DAY_STATES_SPAN,
  DayStates,
  HOLDS_PER_DEVICE,
  HOLDS_PER_NETWORK,
  HoldInput,
  LogoQuery,
  OnlineBookingView,
  OnlineBusinessParams,
  OnlineDaysQuery,
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
} from '../schemas';
import { acceptOffer, declineOffer, noSuchOffer, resendJoinCode, verifyJoin, visitorJoinWaitlist } from '../waitlist/service';

/** a visitor's reads per minute and address: a day's slots each click, with room */
const READS_PER_MINUTE = 120;
/** a visitor's holds, bookings and changes per minute and address: enough for a family, too few to hold a day */
const CHANGES_PER_MINUTE = 10;

/** A result whose work may have queued mail (a code, a confirmation): sent, then the runners woken so it goes at once. */
function sendMailed<T>(reply: FastifyReply, result: Result<T>, status: SuccessStatus) {
  if (result.ok) wakeJobRunners();
  return sendResult(reply, result, status);
}

/** the limits count a client's network (an IPv6 client picks its address from a whole /64) */
const byNetwork = (req: FastifyRequest) => clientNetwork(req.ip);

const CODE_MAILED = `A code is mailed to the visitor's address: it works for ${CODE_MINUTES} minutes and ${CODE_TRIES} wrong entries; a new one may be asked after a wait (\`resendAt\`).`;

/** The public booking page's calls (issue 11 §7; no session): the business is in the address. */
export const onlineBookingRoutes: FastifyPluginAsyncTypebox<{ db: Db; publicOrigin: string }> = async (app, { db, publicOrigin }) => {
  const reads = { rateLimit: { max: READS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: byNetwork } };
  const changes = { rateLimit: { max: CHANGES_PER_MINUTE, timeWindow: '1 minute', keyGenerator: byNetwork } };

  // No session: the business comes from the request. By its id in the address (its reads and its
  // unit of work bound to it), or by the visitor's token, whose business is found first: the unit
  // of work is bound once it is known (a token that names none is refused as `missing`).
  const inBusiness = <T>(businessId: string, work: (tenant: Tenant) => Promise<Result<T>>) => unitOfWork(db, businessId, work);
  const byToken = async <T>(token: string, missing: () => Refusal, work: (tenant: Tenant) => Promise<Result<T>>): Promise<Result<T>> => {
    const businessId = await businessOfToken(db, token);
    return businessId ? unitOfWork(db, businessId, work) : missing();
  };
  const byJoin = async <T>(token: string, work: (tenant: Tenant) => Promise<Result<T>>): Promise<Result<T>> => {
    const businessId = await businessOfJoin(db, token);
    return businessId ? unitOfWork(db, businessId, work) : noCodeSent();
  };

  app.get(
    '/api/book/businesses/:businessId',
    {
      schema: {
        summary: "Read a business's booking page",
        description:
          'The services booked online (with their deposit and the asset they are for), who performs them, and the days that may be booked. 404 when the business takes no online bookings.',
        tags: ['Online booking'],
        operationId: 'getOnlineBooking',
        params: OnlineBusinessParams,
        response: { 200: OnlineBookingView, ...problems(400, 404) },
      },
      config: reads,
    },
    async (req, reply) => sendResult(reply, await onlineView(scopedTo(db, req.params.businessId))),
  );

  app.get(
    '/api/book/businesses/:businessId/logo',
    {
      schema: {
        summary: "Read a business's logo",
        description:
          "The image its booking page shows (PNG, JPEG or WebP). Its address carries the logo's version (`v`, as the page and the settings give it): that version is cached for a year, as a new logo has a new address. 404 when the business has none.",
        tags: ['Online booking'],
        operationId: 'getBusinessLogo',
        params: OnlineBusinessParams,
        querystring: LogoQuery,
        response: { 200: imageFile('The logo'), ...problems(400, 404) },
      },
      config: reads,
    },
    async (req, reply) => {
      const logo = await logoRow(scopedTo(db, req.params.businessId));
      if (!logo) return sendResult(reply, refuse('not_found', 'This business has no logo'));
      return sendImage(reply, logo.content_type, Buffer.from(logo.bytes), logo.version === req.query.v);
    },
  );

  app.get(
    '/api/book/businesses/:businessId/slots',
    {
      schema: {
        summary: "Find a day's free times online",
        description: "The starts of the day (the business's) for one online service, one staff member's or anyone's, from the lead time to the horizon.",
        tags: ['Online booking'],
        operationId: 'listOnlineSlots',
        params: OnlineBusinessParams,
        querystring: OnlineSlotQuery,
        response: { 200: SlotList, ...problems(400, 404) },
      },
      config: reads,
    },
    async (req, reply) => sendResult(reply, await onlineSlots(scopedTo(db, req.params.businessId), req.query)),
  );

  app.get(
    '/api/book/businesses/:businessId/days',
    {
      schema: {
        summary: 'Mark the days open, full or closed online',
        description: `The ${DAY_STATES_SPAN} days from \`from\` (within the lead time and horizon) for one online service, one staff member's or anyone's: \`open\` with free times, \`full\` when people work but every time is taken (the waitlist's days), \`closed\` when nobody works.`,
        tags: ['Online booking'],
        operationId: 'getOnlineDays',
        params: OnlineBusinessParams,
        querystring: OnlineDaysQuery,
        response: { 200: DayStates, ...problems(400, 404) },
      },
      config: reads,
    },
    async (req, reply) => sendResult(reply, await onlineDays(scopedTo(db, req.params.businessId), req.query)),
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
    async (req, reply) => {
      const visitor = visitorOf(req, reply);
      return sendResult(reply, await inBusiness(req.params.businessId, (tenant) => holdSlot(tenant, req.body, visitor)), 201);
    },
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
    async (req, reply) => sendResult(reply, await byToken(req.params.token, nothingHeld, (tenant) => releaseHold(tenant, req.params.token)), 204),
  );

  app.post(
    '/api/book/holds/:token/confirm',
    {
      schema: {
        summary: 'Send the details for a held time',
        description:
          `The visitor's name, email, phone (and their asset when the service is for one), checked and kept: nothing is booked yet. ${CODE_MAILED} ` +
          "The first code moves the hold's end to 10 minutes from now (`holdExpiresAt`). No contact is looked up until the code is entered. 410 hold_expired when the hold ran out; 429 too_many_codes.",
        tags: ['Online booking'],
        operationId: 'confirmOnlineHold',
        params: VisitorTokenParams,
        body: VisitorDetails,
        response: { 202: VisitorVerification, ...problems(400, 404, 409, 410, 429) },
      },
      config: changes,
    },
    async (req, reply) => sendMailed(reply, await byToken(req.params.token, noSuchHold, (tenant) => confirmHold(tenant, req.params.token, req.body)), 202),
  );

  app.post(
    '/api/book/holds/:token/resend',
    {
      schema: {
        summary: "Send a held time's code again",
        description: 'A new code to the same address, once the wait since the last is over (429 too_many_codes before it, and after a few).',
        tags: ['Online booking'],
        operationId: 'resendOnlineHoldCode',
        params: VisitorTokenParams,
        response: { 202: VisitorVerification, ...problems(400, 404, 409, 410, 429) },
      },
      config: changes,
    },
    async (req, reply) => sendMailed(reply, await byToken(req.params.token, noSuchHold, (tenant) => resendHoldCode(tenant, req.params.token)), 202),
  );

  app.post(
    '/api/book/holds/:token/verify',
    {
      schema: {
        summary: 'Book a held time with its email code',
        description:
          "The code mailed for the hold's details: the booking is confirmed, its contact found by the (now proven) email or added, and a confirmation mailed with the link that manages it. " +
          'Where the service asks a deposit, the answer is still held with `payUrl`, the payment link that books it. 400 `code` wrong_code (`triesLeft`); 410 code_expired or hold_expired.',
        tags: ['Online booking'],
        operationId: 'verifyOnlineHold',
        params: VisitorTokenParams,
        body: CodeInput,
        response: { 200: VisitorBooking, ...problems(400, 404, 409, 410, 429) },
      },
      config: changes,
    },
    async (req, reply) =>
      sendMailed(reply, await byToken(req.params.token, noSuchHold, (tenant) => verifyHold(tenant, req.params.token, req.body.code, publicOrigin)), 200),
  );

  app.get(
    '/api/book/bookings/:token',
    {
      schema: {
        summary: "Read a visitor's booking",
        description: "What was booked, when (the business's clock) and whether it may still be changed online.",
        tags: ['Online booking'],
        operationId: 'getVisitorBooking',
        params: VisitorTokenParams,
        response: { 200: VisitorBooking, ...problems(400, 404) },
      },
      config: reads,
    },
    async (req, reply) => {
      const businessId = await businessOfToken(db, req.params.token);
      return sendResult(reply, businessId ? await visitorBooking(scopedTo(db, businessId), req.params.token) : noSuchBooking());
    },
  );

  app.post(
    '/api/book/bookings/:token/cancel',
    {
      schema: {
        summary: 'Cancel a booking online',
        description: "Up to the business's cut-off before the start (409 cutoff_passed after it).",
        tags: ['Online booking'],
        operationId: 'cancelVisitorBooking',
        params: VisitorTokenParams,
        body: VisitorCancelInput,
        response: { 200: VisitorBooking, ...problems(400, 404, 409, 429) },
      },
      config: changes,
    },
    async (req, reply) =>
      sendResult(reply, await byToken(req.params.token, noSuchBooking, (tenant) => visitorCancel(tenant, req.params.token, req.body ?? {}, publicOrigin))),
  );

  app.post(
    '/api/book/bookings/:token/reschedule',
    {
      schema: {
        summary: 'Move a booking online',
        description:
          'To another free start of the same service, up to the cut-off: the same staff member when free, else anyone who is. 409 slot_taken or cutoff_passed.',
        tags: ['Online booking'],
        operationId: 'rescheduleVisitorBooking',
        params: VisitorTokenParams,
        body: VisitorRescheduleInput,
        response: { 200: VisitorBooking, ...problems(400, 404, 409, 429) },
      },
      config: changes,
    },
    async (req, reply) =>
      sendResult(reply, await byToken(req.params.token, noSuchBooking, (tenant) => visitorReschedule(tenant, req.params.token, req.body, publicOrigin))),
  );

  app.post(
    '/api/book/businesses/:businessId/waitlist',
    {
      schema: {
        summary: "Ask to join a full day's waitlist online",
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
    async (req, reply) => sendMailed(reply, await inBusiness(req.params.businessId, (tenant) => visitorJoinWaitlist(tenant, req.body)), 202),
  );

  app.post(
    '/api/book/waitlist/:token/resend',
    {
      schema: {
        summary: "Send a waitlist join's code again",
        description: 'A new code to the same address, once the wait since the last is over (429 too_many_codes before it, and after a few).',
        tags: ['Online booking'],
        operationId: 'resendOnlineWaitlistCode',
        params: VisitorTokenParams,
        response: { 202: VisitorVerification, ...problems(400, 404, 429) },
      },
      config: changes,
    },
    async (req, reply) => sendMailed(reply, await byJoin(req.params.token, (tenant) => resendJoinCode(tenant, req.params.token)), 202),
  );

  app.post(
    '/api/book/waitlist/:token/verify',
    {
      schema: {
        summary: "Join a full day's waitlist with its email code",
        description:
          "The code mailed for the join: the visitor's contact is found by the (now proven) email or added, and they join the line, or keep their place when they are in it already: either way 201 their place. " +
          'When time frees up, the first in line is offered it by mail, held for them. 409 day_not_full when time freed up meanwhile; 400 `code` wrong_code; 410 code_expired.',
        tags: ['Online booking'],
        operationId: 'verifyOnlineWaitlistJoin',
        params: VisitorTokenParams,
        body: CodeInput,
        response: { 201: VisitorWaitlistPlace, ...problems(400, 404, 409, 410, 429) },
      },
      config: changes,
    },
    async (req, reply) => sendResult(reply, await byJoin(req.params.token, (tenant) => verifyJoin(tenant, req.params.token, req.body.code)), 201),
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
    async (req, reply) => sendResult(reply, await byToken(req.params.token, noSuchOffer, (tenant) => acceptOffer(tenant, req.params.token, publicOrigin))),
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
    async (req, reply) => sendResult(reply, await byToken(req.params.token, noSuchOffer, (tenant) => declineOffer(tenant, req.params.token)), 204),
  );
};
