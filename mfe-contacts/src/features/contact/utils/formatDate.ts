/** A date in the reader's language: "March 5, 2024", "5 de marzo de 2024". A bad value shows as it came. */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
}
