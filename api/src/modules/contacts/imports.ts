import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ImportRowError } from '../../db/schema';
import { scopedTo } from '../../db/tenant';
import { findDuplicates, insertContact, updateContact } from './repo';
import type { ContactInput, DuplicatePolicy, ImportJob, ImportRequest } from './schemas';
import { CONTACT_SOURCES } from '../../db/schema';
import { isoDateTime } from '../../http/problem';
import { checkContact } from './service';

// CSV import (issue #4): the browser parses the file and maps its columns; the server checks each
// row with the same rules as the form, applies the duplicates policy, and records progress and
// per-row errors in contact_imports, which the client polls.

const BATCH = 100;
const YES = new Set(['yes', 'y', 'true', '1', 'si', 'sí', 'x']);

/** One mapped CSV row as a contact input; the row's own problems that the rules cannot see. */
export function rowToInput(row: Record<string, string>): { input: ContactInput; problems: string[] } {
  const input: ContactInput = {};
  const problems: string[] = [];
  const text = (key: string) => row[key]?.trim();
  for (const key of ['firstName', 'lastName', 'email', 'phone', 'address', 'notes', 'image_32x32'] as const) {
    const value = text(key);
    if (value !== undefined) input[key] = value;
  }
  const tags = text('tags');
  if (tags) input.tags = tags.split(/[;,]/);
  const source = text('source');
  if (source) {
    const normalized = source.toLowerCase().replace(/[\s-]+/g, '_');
    if ((CONTACT_SOURCES as readonly string[]).includes(normalized)) input.source = normalized as ContactInput['source'];
    else problems.push(`Unknown source "${source}"`);
  } else {
    input.source = 'import';
  }
  const consent = text('marketingConsent');
  if (consent !== undefined && consent !== '') input.marketingConsent = YES.has(consent.toLowerCase());
  return { input, problems };
}

type Counts = { created: number; updated: number; skipped: number; failed: number };

async function importRow(db: Db, businessId: string, row: Record<string, string>, policy: DuplicatePolicy): Promise<keyof Counts | string[]> {
  const tenant = scopedTo(db, businessId);
  const { input, problems } = rowToInput(row);
  const checked = checkContact(input);
  const messages = [...problems, ...(checked.ok ? [] : Object.values(checked.errors).map((error) => error.message))];
  if (!checked.ok || messages.length) return messages;
  const values = checked.value;
  if (policy !== 'create') {
    const [existing] = await findDuplicates(tenant, { email: values.email || undefined, phone: values.phone || undefined });
    if (existing) {
      if (policy === 'skip') return 'skipped';
      // update: the row's non-empty values replace the stored ones
      const changes = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && !(Array.isArray(v) && v.length === 0)));
      await updateContact(tenant, existing.id, changes);
      return 'updated';
    }
  }
  await insertContact(tenant, values);
  return 'created';
}

/** Runs an import in the background, a batch at a time, recording progress. */
export async function runImport(db: Db, businessId: string, importId: string, request: ImportRequest): Promise<void> {
  const counts: Counts = { created: 0, updated: 0, skipped: 0, failed: 0 };
  const errors: ImportRowError[] = [];
  try {
    for (let start = 0; start < request.rows.length; start += BATCH) {
      const batch = request.rows.slice(start, start + BATCH);
      await db.transaction().execute(async (trx) => {
        for (const [i, row] of batch.entries()) {
          const outcome = await importRow(trx, businessId, row, request.duplicates);
          if (Array.isArray(outcome)) {
            counts.failed += 1;
            errors.push({ row: start + i + 1, messages: outcome });
          } else {
            counts[outcome] += 1;
          }
        }
        await trx
          .updateTable('contact_imports')
          .set({ processed: start + batch.length, ...counts, errors: JSON.stringify(errors.slice(0, 1000)) })
          .where('id', '=', importId)
          .execute();
      });
    }
    await db.updateTable('contact_imports').set({ status: 'done', finished_at: sql<Date>`now()` }).where('id', '=', importId).execute();
  } catch (error) {
    await db
      .updateTable('contact_imports')
      .set({ status: 'failed', finished_at: sql<Date>`now()`, errors: JSON.stringify([...errors, { row: 0, messages: ['The import stopped: try the remaining rows again'] }]) })
      .where('id', '=', importId)
      .execute()
      .catch(() => undefined);
    throw error;
  }
}

export function toImportJob(row: {
  id: string;
  status: ImportJob['status'];
  duplicates: DuplicatePolicy;
  total: number;
  processed: number;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  errors: ImportRowError[];
  created_at: Date | string;
  finished_at: Date | string | null;
}): ImportJob {
  return {
    id: row.id,
    status: row.status,
    duplicates: row.duplicates,
    total: row.total,
    processed: row.processed,
    created: row.created,
    updated: row.updated,
    skipped: row.skipped,
    failed: row.failed,
    errors: row.errors,
    createdAt: isoDateTime(row.created_at),
    finishedAt: row.finished_at ? isoDateTime(row.finished_at) : null,
  };
}
