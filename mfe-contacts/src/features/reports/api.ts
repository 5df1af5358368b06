import { api, keptQuery, pagedQuery, type DayRange, type DigitalFormsPage, type InboundLead, type RepeatFrequency } from '@frontdesk/shared';

export type Interval = InboundLead['interval'];

// A report on screen stays while the next range's answer loads (the page does not blink).

/** GET /api/reports/repeat-frequency?from&to: customers per number of visits in the range. */
export const repeatFrequencyQuery = (range: DayRange) =>
  keptQuery({
    queryKey: ['reports', 'repeat-frequency', range],
    queryFn: ({ signal }) => api.get('api/reports/repeat-frequency', { searchParams: range, signal }).json<RepeatFrequency>(),
  });

/** GET /api/reports/inbound-lead?from&to&interval: new contacts by source, per period. */
export const inboundLeadQuery = (range: DayRange, interval: Interval) =>
  keptQuery({
    queryKey: ['reports', 'inbound-lead', { ...range, interval }],
    queryFn: ({ signal }) => api.get('api/reports/inbound-lead', { searchParams: { ...range, interval }, signal }).json<InboundLead>(),
  });

/** GET /api/reports/digital-forms?from&to&page&pageSize: forms signed in the range, newest first. */
export const digitalFormsQuery = (range: DayRange, page: number) =>
  pagedQuery(['reports', 'digital-forms', range], page, (paging, signal) =>
    api.get('api/reports/digital-forms', { searchParams: { ...range, ...paging }, signal }).json<DigitalFormsPage>(),
  );
