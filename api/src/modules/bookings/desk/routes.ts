import { wakeJobRunners } from '../../../jobs/wake';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database';
import { IdempotencyHeaders, idempotent } from '../../../http/idempotency';
import { staffActor } from '../../money/context';
import { sendResult } from '../../../http/result';
import { NoContent, calendarFile, problems, sendDownload } from '../../../http/responses';
import { MailPreview } from '../../mail/schemas';
import { bookingCalendarSource, seriesCalendarSource } from '../calendarFile';
import {
  BookableService,
  BookableServiceList,
  BookableServiceParams,
  BookableServicePatch,
  BookingActionInput,
  BookingChanged,
  BookingDetail,
  BookingInput,
  BookingListQuery,
  BookingPage,
  BookingParams,
  BookingPatch,
  BookingSettings,
  BookingSettingsPatch,
  BookingsCreated,
  SeriesParams,
  SlotList,
  SlotQuery,
  WaitlistEntry,
  WaitlistInput,
  WaitlistList,
  WaitlistOfferInput,
  WaitlistParams,
  WaitlistQuery,
} from '../schemas';
import { joinWaitlist, offerTime, removeEntry, waitlistList } from '../waitlist/service';
import { actOnBooking, bookableServiceList, bookingDetail, bookingPage, changeBookableService, changeBooking, createBookings } from './service';
import { freeSlots, type BookingAgent } from '../slots';
import { bookingSettings, changeBookingSettings, reminderPreview } from '../settings';

/** The signed-in user as the lifecycle knows them (../rules.ts). */
const agentOf = (req: FastifyRequest): BookingAgent => ({
  role: req.signedIn!.user.role,
  userId: req.signedIn!.user.id,
  money: staffActor(req.signedIn!.user),
});

/** Bookings at the desk (issue 11); behind requireSession, scoped to the business. */
export const bookingRoutes: FastifyPluginAsyncTypebox<{ db: Db; publicOrigin: string }> = async (app, { db, publicOrigin }) => {
  app.get(
    '/api/bookable-services',
    {
      schema: {
        summary: 'List the bookable services',
        description: 'Catalogue services with a duration, in use, with their booking rules and who performs each.',
        tags: ['Bookings'],
        operationId: 'listBookableServices',
        response: { 200: BookableServiceList },
      },
    },
    async (req) => bookableServiceList(req.tenant),
  );

  app.patch(
    '/api/bookable-services/:itemId',
    {
      config: { role: 'admin' },
      schema: {
        summary: "Change a service's booking rules",
        description:
          'Duration, buffers before and after, bookable online, the bookable asset type it applies to, the deposit policy (none, fixed minor units, percent in basis points) and who performs it (replaced whole). Admins only (403 admin_only).',
        tags: ['Bookings'],
        operationId: 'updateBookableService',
        params: BookableServiceParams,
        body: BookableServicePatch,
        response: { 200: BookableService, ...problems(400, 403, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => changeBookableService(tenant, req.params.itemId, req.body))),
  );

  app.get(
    '/api/booking-slots',
    {
      schema: {
        summary: 'Find the free times of a day',
        description:
          "The starts on the day (the business's) at which the services, one after another, fit in the working hours of a staff member who performs them all, buffers clear of their other bookings; from now on, stepped by the slot step.",
        tags: ['Bookings'],
        operationId: 'listBookingSlots',
        querystring: SlotQuery,
        response: { 200: SlotList, ...problems(400) },
      },
    },
    async (req, reply) => sendResult(reply, await freeSlots(req.tenant, req.query, { online: false })),
  );

  app.get(
    '/api/bookings',
    {
      schema: {
        summary: 'List bookings',
        description:
          "By start, between from and to (the business's days, inclusive), by staff member, status and contact; each with the actions the user may take.",
        tags: ['Bookings'],
        operationId: 'listBookings',
        querystring: BookingListQuery,
        response: { 200: BookingPage, ...problems(400) },
      },
    },
    async (req, reply) => sendResult(reply, await bookingPage(req.tenant, req.query, agentOf(req).role)),
  );

  app.get(
    '/api/bookings/:bookingId',
    {
      schema: {
        summary: 'Get a booking',
        description: 'With its history, oldest first.',
        tags: ['Bookings'],
        operationId: 'getBooking',
        params: BookingParams,
        response: { 200: BookingDetail, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await bookingDetail(req.tenant, req.params.bookingId, agentOf(req).role)),
  );

  app.post(
    '/api/bookings',
    {
      schema: {
        summary: 'Book',
        description:
          'A booking at the desk, confirmed unless asked as requested; or a series (repeat: every N weeks, until a day or for a count), each occurrence its own booking. ' +
          "409 slot_taken when the staff member's time (buffers included) is taken; a series skips the later occurrences that are, and names them. Idempotent (Idempotency-Key).",
        tags: ['Bookings'],
        operationId: 'createBooking',
        headers: IdempotencyHeaders,
        body: BookingInput,
        response: { 201: BookingsCreated, ...problems(400, 409, 422) },
      },
    },
    async (req, reply) =>
      idempotent(db, req, reply, req.tenant.businessId, 201, (tenant) => createBookings(tenant, agentOf(req), req.body, 'desk', publicOrigin)),
  );

  app.patch(
    '/api/bookings/:bookingId',
    {
      schema: {
        summary: 'Move, resize or annotate a booking',
        description:
          'A new start (the length kept), a new end, another staff member who performs its services, or its notes. A finished or cancelled booking keeps its time (409 booking_state); a time that is taken answers 409 slot_taken. Kept in its history.',
        tags: ['Bookings'],
        operationId: 'updateBooking',
        params: BookingParams,
        body: BookingPatch,
        response: { 200: BookingChanged, ...problems(400, 404, 409) },
      },
    },
    async (req, reply) =>
      sendResult(reply, await req.unitOfWork((tenant) => changeBooking(tenant, agentOf(req), req.params.bookingId, req.body, publicOrigin))),
  );

  app.get(
    '/api/bookings/:bookingId/calendar.ics',
    {
      schema: {
        summary: "Download a booking's calendar file",
        description:
          'The booking as one calendar event (RFC 5545), named by the booking so a later file replaces it; a cancelled booking or a no-show cancels it. The file its customer is mailed with each change.',
        tags: ['Bookings'],
        operationId: 'getBookingCalendarFile',
        params: BookingParams,
        response: { 200: calendarFile('The booking as a calendar event'), ...problems(400, 404) },
      },
    },
    async (req, reply) => {
      const file = await bookingCalendarSource(req.tenant, req.params.bookingId);
      return file.ok ? sendDownload(reply, file.value.filename, file.value.contentType, await file.value.render()) : sendResult(reply, file);
    },
  );

  app.get(
    '/api/booking-series/:seriesId/calendar.ics',
    {
      schema: {
        summary: "Download a repeating series' calendar file",
        description:
          "Every appointment of the series as one calendar file (RFC 5545), each event named by its booking (so it replaces that booking's own file's event); a cancelled one cancels its event. The file its customer is mailed with the series.",
        tags: ['Bookings'],
        operationId: 'getSeriesCalendarFile',
        params: SeriesParams,
        response: { 200: calendarFile('The series as calendar events'), ...problems(400, 404) },
      },
    },
    async (req, reply) => {
      const file = await seriesCalendarSource(req.tenant, req.params.seriesId);
      return file.ok ? sendDownload(reply, file.value.filename, file.value.contentType, await file.value.render()) : sendResult(reply, file);
    },
  );

  app.post(
    '/api/bookings/:bookingId/actions',
    {
      schema: {
        summary: 'Move a booking along its lifecycle',
        description:
          'confirm, check_in, complete, cancel (with a reason) or no_show (admins), as the lifecycle allows from its status (409 booking_state otherwise). Kept in its history; completing it records a visit of its contact.',
        tags: ['Bookings'],
        operationId: 'actOnBooking',
        params: BookingParams,
        body: BookingActionInput,
        response: { 200: BookingChanged, ...problems(400, 403, 404, 409) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => actOnBooking(tenant, agentOf(req), req.params.bookingId, req.body, publicOrigin))),
  );

  app.get(
    '/api/booking-settings',
    {
      schema: {
        summary: 'Read the booking settings',
        description: "The business's time zone and the rules of online booking.",
        tags: ['Bookings'],
        operationId: 'getBookingSettings',
        response: { 200: BookingSettings },
      },
    },
    async (req) => bookingSettings(req.tenant),
  );

  app.get(
    '/api/booking-settings/reminder-preview',
    {
      schema: {
        summary: 'Read the reminder email as customers get it',
        description:
          "The one reminder every booking's customer with an email gets (desk and online bookings alike), reminderHours before the start: its subject and text, filled with a sample booking of the business.",
        tags: ['Bookings'],
        operationId: 'previewBookingReminder',
        response: { 200: MailPreview },
      },
    },
    async (req) => reminderPreview(req.tenant, publicOrigin),
  );

  app.patch(
    '/api/booking-settings',
    {
      config: { role: 'admin' },
      schema: {
        summary: 'Change the booking settings',
        description: 'Any of them; the time zone must be an IANA zone. Admins only (403 admin_only).',
        tags: ['Bookings'],
        operationId: 'updateBookingSettings',
        body: BookingSettingsPatch,
        response: { 200: BookingSettings, ...problems(400, 403) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => changeBookingSettings(tenant, req.body))),
  );

  app.get(
    '/api/waitlist',
    {
      schema: {
        summary: 'List the waitlist',
        description:
          "The entries of the days (from today when no days are given), each day's line in the order it was joined, with each one's place; waiting and offered ones unless a status is asked.",
        tags: ['Bookings'],
        operationId: 'listWaitlist',
        querystring: WaitlistQuery,
        response: { 200: WaitlistList, ...problems(400) },
      },
    },
    async (req, reply) => sendResult(reply, await waitlistList(req.tenant, req.query)),
  );

  app.post(
    '/api/waitlist',
    {
      schema: {
        summary: 'Put a contact on the waitlist',
        description:
          'For a service on a full day, with one staff member or anyone. When time frees up that day, the first in line for whom it fits is offered it: held for them and mailed. ' +
          '409 day_not_full while the day has a free time for the service (book it instead); 409 already_waiting when the contact is in that line already.',
        tags: ['Bookings'],
        operationId: 'joinWaitlist',
        body: WaitlistInput,
        response: { 201: WaitlistEntry, ...problems(400, 409) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => joinWaitlist(tenant, agentOf(req), req.body)), 201),
  );

  app.post(
    '/api/waitlist/:entryId/offer',
    {
      schema: {
        summary: 'Offer a waiting customer a time',
        description:
          "The desk offers one customer still waiting a free start of their day for their service (their staff member's or anyone's): held for them and mailed, as the waitlist's own offers are. 409 when the entry is not waiting; 409 slot_taken when the time is not free; 400 when the customer has no email.",
        tags: ['Bookings'],
        operationId: 'offerWaitlistTime',
        params: WaitlistParams,
        body: WaitlistOfferInput,
        response: { 200: WaitlistEntry, ...problems(400, 404, 409) },
      },
    },
    async (req, reply) => {
      const result = await req.unitOfWork((tenant) => offerTime(tenant, req.params.entryId, req.body, publicOrigin));
      if (result.ok) wakeJobRunners();
      return sendResult(reply, result);
    },
  );

  app.delete(
    '/api/waitlist/:entryId',
    {
      schema: {
        summary: 'Take an entry off the waitlist',
        description: "An entry waiting or offered; an offer's held time is let go and offered to the next in line. 409 when it is no longer in the line.",
        tags: ['Bookings'],
        operationId: 'removeWaitlistEntry',
        params: WaitlistParams,
        response: { 204: NoContent, ...problems(400, 404, 409) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => removeEntry(tenant, req.params.entryId)), 204),
  );
};
