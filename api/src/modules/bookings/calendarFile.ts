import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Tenant } from '../../db/tenant';
import { ok, refuse, type Result } from '../../http/result';
import { customerTexts } from '../../pdf/texts';
import { bookingRows, eventRows } from './repo';

// A booking as a calendar file (RFC 5545, the customer's "add to calendar"), or a repeating series
// as one file of its appointments: one event for each booking, named by the booking's id, so a later file replaces the earlier one in the customer's calendar; its SEQUENCE
// is the booking's count of events, which grows with every change; a cancelled booking's file
// cancels the event. Attached to the booking's mail (rendered when it is sent: the booking as it
// is then) and served to the desk at GET /api/bookings/{id}/calendar.ics.

/** A calendar file's bytes, its name and type: what a mail's attachment or a download is made of. */
export type CalendarSource = { filename: string; contentType: string; render: () => Promise<Buffer> };

type CalendarRow = Awaited<ReturnType<typeof bookingRows>>[number];

/** Bookings as one calendar file: an event each, named by its booking (so it replaces that booking's own file's event). */
async function calendarOf(tenant: Tenant, rows: CalendarRow[], filename: string): Promise<CalendarSource> {
  const [business, histories] = await Promise.all([tenant.business(), Promise.all(rows.map((row) => eventRows(tenant, row.id)))]);
  const cancelledAll = rows.every((row) => row.status === 'cancelled' || row.status === 'no_show');
  const calendar = ical({
    prodId: { company: 'Frontdesk', product: 'Bookings', language: 'EN' },
    method: cancelledAll ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  rows.forEach((row, i) => {
    const cancelled = row.status === 'cancelled' || row.status === 'no_show';
    calendar.createEvent({
      id: `${row.id}@frontdesk.bookings`,
      sequence: histories[i]!.length,
      start: new Date(row.starts_at),
      end: new Date(row.ends_at),
      summary: `${row.services.map((s) => s.name).join(', ')} · ${business.name}`,
      description: `${customerTexts.mail.bookingWith}: ${row.staff_name}`,
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      stamp: new Date(),
    });
  });
  const text = calendar.toString();
  return {
    filename,
    contentType: `text/calendar; charset=utf-8; method=${cancelledAll ? 'CANCEL' : 'REQUEST'}`,
    render: async () => Buffer.from(text, 'utf8'),
  };
}

export async function bookingCalendarSource(tenant: Tenant, bookingId: string): Promise<Result<CalendarSource>> {
  const [row] = await bookingRows(tenant, { ids: [bookingId] });
  if (!row || row.status === 'held') return refuse('not_found', 'No such booking');
  return ok(await calendarOf(tenant, [row], customerTexts.mail.bookingCalendarFile));
}

/** A repeating series as one calendar file: every appointment of it, a cancelled one cancelling its event. */
export async function seriesCalendarSource(tenant: Tenant, seriesId: string): Promise<Result<CalendarSource>> {
  const rows = (await bookingRows(tenant, { seriesId })).filter((row) => row.status !== 'held');
  if (rows.length === 0) return refuse('not_found', 'No such series');
  return ok(await calendarOf(tenant, rows, customerTexts.mail.seriesCalendarFile));
}
