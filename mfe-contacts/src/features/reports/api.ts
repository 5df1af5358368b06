import { api, type DigitalFormsPage, type InboundLead, type RepeatFrequency } from '@frontdesk/shared';
import type { DayRange } from './utils/range';

export type Interval = InboundLead['interval'];

/** GET /api/reports/repeat-frequency?from&to: customers per number of visits in the range. */
export function fetchRepeatFrequency(range: DayRange, signal?: AbortSignal): Promise<RepeatFrequency> {
  return api.get('api/reports/repeat-frequency', { searchParams: range, signal }).json<RepeatFrequency>();
}

/** GET /api/reports/inbound-lead?from&to&interval: new contacts by source, per period. */
export function fetchInboundLead(range: DayRange, interval: Interval, signal?: AbortSignal): Promise<InboundLead> {
  return api.get('api/reports/inbound-lead', { searchParams: { ...range, interval }, signal }).json<InboundLead>();
}

export const FORMS_PAGE_SIZE = 20;

/** GET /api/reports/digital-forms?from&to&page&pageSize: forms signed in the range, newest first. */
export function fetchDigitalForms(range: DayRange, page: number, signal?: AbortSignal): Promise<DigitalFormsPage> {
  return api
    .get('api/reports/digital-forms', { searchParams: { ...range, page, pageSize: FORMS_PAGE_SIZE }, signal })
    .json<DigitalFormsPage>();
}
