import type { Db } from '../../db/database';
import type { Tenant } from '../../db/tenant';
import { pageWindow } from '../../http/paging';
import { fieldError, isoDateTime, type Checked } from '../../http/problem';
import { inboundLead, repeatFrequency, signedForms } from './repo';
import type { DateRangeQuery, DigitalFormsPage, DigitalFormsQuery, InboundLead, InboundLeadQuery, RepeatFrequency } from './schemas';

// The reports' rules: a range is calendar days, inclusive, read in UTC (the server's calendar).

export const MAX_RANGE_YEARS = 5;

const DAY_MS = 24 * 60 * 60 * 1000;
const utcMidnight = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** The instants [start, end) a range of days covers: from's midnight up to the midnight after to. */
export function rangeInstants(from: string, to: string) {
  return { start: utcMidnight(from), end: new Date(utcMidnight(to).getTime() + DAY_MS) };
}

/** A range's `to` against its `from`: not before it, and at most five years after it. */
export function checkRange(from: string | undefined, to: string | undefined): Checked<null> {
  if (!from || !to) return { ok: true, value: null };
  if (from > to) return { ok: false, errors: { to: fieldError('too_small', '"from" must not be after "to"', { limit: from }) } };
  const limit = utcMidnight(from);
  limit.setUTCFullYear(limit.getUTCFullYear() + MAX_RANGE_YEARS);
  if (utcMidnight(to).getTime() >= limit.getTime()) {
    const lastDay = dayOf(new Date(limit.getTime() - DAY_MS));
    return { ok: false, errors: { to: fieldError('too_large', `A range may cover at most ${MAX_RANGE_YEARS} years`, { limit: lastDay }) } };
  }
  return { ok: true, value: null };
}

export async function repeatFrequencyReport(db: Db, tenant: Tenant, { from, to }: DateRangeQuery): Promise<Checked<RepeatFrequency>> {
  const range = checkRange(from, to);
  if (!range.ok) return range;
  const { start, end } = rangeInstants(from, to);
  return { ok: true, value: { from, to, ...(await repeatFrequency(db, tenant, start, end)) } };
}

export async function inboundLeadReport(tenant: Tenant, { from, to, interval = 'month' }: InboundLeadQuery): Promise<Checked<InboundLead>> {
  const range = checkRange(from, to);
  if (!range.ok) return range;
  const { start, end } = rangeInstants(from, to);
  const series = await inboundLead(tenant, start, end, interval);
  const total = series.reduce((sum, entry) => sum + entry.count, 0);
  return { ok: true, value: { from, to, interval, series, total } };
}

export async function digitalFormsPage(tenant: Tenant, query: DigitalFormsQuery): Promise<Checked<DigitalFormsPage>> {
  const range = checkRange(query.from, query.to);
  if (!range.ok) return range;
  const window = pageWindow(query);
  const start = query.from ? rangeInstants(query.from, query.from).start : undefined;
  const end = query.to ? rangeInstants(query.to, query.to).end : undefined;
  const { rows, total } = await signedForms(tenant, { start, end }, window);
  const items = rows.map((row) => ({
    id: row.id,
    contactId: row.contact_id,
    contactName: [row.first_name, row.last_name].filter(Boolean).join(' '),
    formName: row.form_name,
    signedAt: isoDateTime(row.signed_at),
  }));
  return { ok: true, value: { items, total, page: window.page, pageSize: window.pageSize } };
}
