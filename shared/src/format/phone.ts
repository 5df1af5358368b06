/**
 * Shows a stored phone the way the spec does: 10 digits → "(xxx) xxx-xxxx".
 * Anything else is shown as it came, so a bad record is visible rather than hidden.
 */
export function formatPhone(raw: string | null | undefined): string {
  if (!raw) return '';
  const digits = raw.replace(/\D/g, '');
  if (digits.length !== 10) return raw;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
