// An import's refused rows carry field-error codes (src/http/errors.ts) instead of English
// sentences, so the import page tells them in the user's language: `{ row, messages: string[] }`
// becomes `{ row, fields: { [field]: { code, message, params? } } }`. Imports recorded before are
// rewritten here: each sentence the rules wrote goes back to its field and code; the "import
// stopped" line (row 0) goes, since a failed import's status and `processed` say it.
import { sql, type Kysely } from 'kysely';

type FieldError = { code: string; message: string; params?: Record<string, string | number> };
type OldRowError = { row: number; messages: string[] };
type NewRowError = { row: number; fields: Record<string, FieldError> };

const STOPPED_ROW = 0;

/** The sentences the import's rules wrote until now, by field and code. */
const SENTENCES: { pattern: RegExp; field: string; code: string; params?: (match: RegExpExecArray) => FieldError['params'] }[] = [
  { pattern: /^Enter a first or last name$/, field: 'firstName', code: 'required' },
  { pattern: /^Enter a valid email address$/, field: 'email', code: 'invalid_email' },
  { pattern: /^Enter a 10-digit phone number$/, field: 'phone', code: 'invalid_phone' },
  { pattern: /^A tag has at most (\d+) characters$/, field: 'tags', code: 'too_long', params: (m) => ({ limit: Number(m[1]) }) },
  { pattern: /^Enter an http\(s\) address$/, field: 'image_32x32', code: 'invalid_format' },
  { pattern: /^Unknown source "(.*)"$/s, field: 'source', code: 'invalid_value', params: (m) => ({ value: m[1] ?? '' }) },
];

function fieldErrorOf(message: string): [field: string, error: FieldError] {
  for (const { pattern, field, code, params } of SENTENCES) {
    const match = pattern.exec(message);
    if (match) return [field, params ? { code, message, params: params(match) } : { code, message }];
  }
  return ['row', { code: 'invalid_value', message }];
}

/** One stored row error in the new shape; a sentence no rule wrote stays, as English, under `row`. */
export function toFieldErrors(error: OldRowError): NewRowError {
  return { row: error.row, fields: Object.fromEntries(error.messages.map(fieldErrorOf)) };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: string; errors: (OldRowError | NewRowError)[] }>`
    SELECT id, errors FROM contact_imports WHERE jsonb_array_length(errors) > 0`.execute(db);
  for (const { id, errors } of rows) {
    const rewritten = errors.filter((error) => error.row !== STOPPED_ROW).map((error) => ('messages' in error ? toFieldErrors(error) : error));
    await sql`UPDATE contact_imports SET errors = ${JSON.stringify(rewritten)}::jsonb WHERE id = ${id}`.execute(db);
  }
}
