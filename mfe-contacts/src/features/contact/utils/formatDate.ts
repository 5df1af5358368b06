/** A date in the reader's language: "March 5, 2024", "5 de marzo de 2024". A bad value shows as it came. */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
}

/**
 * A calendar day (YYYY-MM-DD, or the day of a timestamp) in the reader's language. A bare day is
 * that day wherever the reader is: read as UTC and written as UTC, so no time zone moves it.
 */
export function formatDay(value: string, language: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(date.getTime())) return value;
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  }
  return formatDate(value, language);
}
