import { EMBED_HEIGHT_MESSAGE, type BookingSettings } from '@frontdesk/shared';

// The limits of the booking settings (the API's BookingSettings schema), for the form's fields.

export const SLOT_STEPS: BookingSettings['slotStepMinutes'][] = [5, 10, 15, 20, 30, 60];
export const ONLINE_DEPOSITS: BookingSettings['onlineDeposits'][] = ['service', 'none'];
export const OUTSIDE_HOURS: BookingSettings['outsideHours'][] = ['refuse', 'ask'];

export const LIMITS = {
  leadMinutes: { min: 0, max: 20_160 },
  horizonDays: { min: 1, max: 365 },
  cancelCutoffHours: { min: 0, max: 720 },
  reminderHours: { min: 0, max: 336 },
} as const;

/** The form's fields are the settings' own: a refusal of one goes under it. */
export const SETTINGS_FIELDS = [
  'timeZone',
  'onlineEnabled',
  'leadMinutes',
  'horizonDays',
  'slotStepMinutes',
  'cancelCutoffHours',
  'reminderHours',
  'onlineDeposits',
  'depositOnCancel',
  'outsideHours',
] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];

export const settingsFieldOf = (field: string): SettingsField | null => SETTINGS_FIELDS.find((name) => name === field) ?? null;

/** The IANA zones the browser knows, with the business's own first when the browser does not list it. */
export function timeZoneOptions(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/** the embedded page's frame, named so its script finds it */
const FRAME_ID = 'frontdesk-booking';

/**
 * The snippet a business pastes into its own site: the booking page, embedded (no frame of its
 * own), and a line of script that sizes the frame to the page whenever the page says its height
 * (EMBED_HEIGHT_MESSAGE, from that frame and this origin only): no scroll bar inside, no gap below.
 */
export const embedSnippet = (origin: string, pagePath: string) =>
  [
    `<iframe id="${FRAME_ID}" src="${origin}${pagePath}&embedded=true" title="Book online" style="width:100%;height:720px;border:0" loading="lazy"></iframe>`,
    `<script>addEventListener("message",function(e){var f=document.getElementById("${FRAME_ID}");` +
      `if(f&&e.source===f.contentWindow&&e.origin===${JSON.stringify(origin)}&&e.data&&e.data.type===${JSON.stringify(EMBED_HEIGHT_MESSAGE)}` +
      `&&typeof e.data.height==="number")f.style.height=e.data.height+"px"});</script>`,
  ].join('\n');
