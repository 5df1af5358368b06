import { unisolate } from '../i18n/bidi';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A time of day as a person types it → 'HH:MM' (the API's clock), or null when it is not one:
 * "9", "930", "09:30", "9.30", "21:00", "9am", "9:30 PM", "9:30 p. m.", "12 am" (00:00). An end
 * (`end: true`) may be midnight, the day's end: "24:00", "0:00" and "12 am" are '24:00'.
 */
export function parseTimeOfDay(text: string, { end = false }: { end?: boolean } = {}): string | null {
  const cleaned = unisolate(text).toLowerCase().replace(/[\s.]/g, '');
  const match = /^(\d{1,2})(?::?(\d{2}))?(am|pm|a|p)?$/.exec(cleaned);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  const meridiem = match[3]?.[0];
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'p' ? 12 : 0);
  }
  if (hours > 24 || (hours === 24 && (minutes > 0 || !end))) return null;
  if (end && hours === 0 && minutes === 0) return '24:00';
  return `${pad(hours)}:${pad(minutes)}`;
}
