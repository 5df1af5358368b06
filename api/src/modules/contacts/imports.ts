import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { enqueue } from '../../jobs/repo';
import { defineJobKind, throwIfStopped, type JobContext, type JobHandler } from '../../jobs/types';
import type { ImportRowError, ImportRowSkip } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { recordAudit, type Actor } from '../audit/repo';
import { IMPORT_COLUMNS, findDuplicates, findImportJob, insertContact, updateContact, type ContactValues } from './repo';
import { ContactInput, type DuplicatePolicy, type ImportJob, type ImportRequest } from './schemas';
import { CONTACT_SOURCES } from '../../db/schema';
import { fieldError, isoDateTime, type FieldErrors } from '../../http/problem';
import { ok, refuse, type Result } from '../../http/result';
import { checkContact } from './service';
import { TEXT_MESSAGE, compileChecker, isSafeText } from '../../http/inputRules';

// CSV import (issue #4): the browser parses the file and maps its columns; the server checks each
// row with the same rules as the form, applies the duplicates policy, and records progress and
// per-row errors in contact_imports, which the client polls. The work runs as a job (src/jobs), so a
// restart or another API instance picks it up where the last committed batch left it.

const BATCH = 100;
/**
 * A batch is one transaction, and on the embedded database it holds the one connection: it ends
 * after this long even short of BATCH rows, so a request queued behind it waits about this much.
 */
const BATCH_MS = 25;
const MAX_ERRORS = 1000;
const YES = new Set(['yes', 'y', 'true', '1', 'si', 'sí', 'x']);

/** One mapped CSV row as a contact input; the row's own problems that the rules cannot see, per field. */
export function rowToInput(row: Record<string, string>): { input: ContactInput; problems: FieldErrors } {
  const input: ContactInput = {};
  const problems: FieldErrors = {};
  // a value that is not plain text is refused before any rule reads it (or an error quotes it)
  for (const [key, value] of Object.entries(row)) {
    if (!isSafeText(value)) problems[key] = fieldError('invalid_value', `${key} ${TEXT_MESSAGE}`);
  }
  const text = (key: string) => (problems[key] ? undefined : row[key]?.trim());
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
    else problems.source = fieldError('invalid_value', `Unknown source "${source}"`, { value: source });
  } else {
    input.source = 'import';
  }
  const consent = text('marketingConsent');
  if (consent !== undefined && consent !== '') input.marketingConsent = YES.has(consent.toLowerCase());
  return { input, problems };
}

type Counts = { created: number; updated: number; skipped: number; failed: number };

/** A row's input against the form's own schema: lengths, text rules and types, before any other rule. */
const checkRowInput = compileChecker(ContactInput);

/** Why a row is refused, per field (every refused field named); undefined when it may be imported. */
function rowRefusals(row: Record<string, string>): { values: ContactValues } | { refusals: FieldErrors } {
  const { input, problems } = rowToInput(row);
  const refused = checkRowInput(input);
  // the rules (a name, the email's form) run on input within its limits only
  const checked = refused ? undefined : checkContact(input);
  const refusals = { ...problems, ...refused, ...(checked && !checked.ok ? checked.errors : {}) };
  if (Object.keys(refusals).length || !checked?.ok) return { refusals };
  return { values: checked.value };
}

/** What became of a row: counted, skipped as the contact it already is, or refused with why per field. */
async function importRow(
  tenant: Tenant,
  row: Record<string, string>,
  policy: DuplicatePolicy,
): Promise<keyof Counts | FieldErrors | { skippedAs: Omit<ImportRowSkip, 'row'> }> {
  const outcome = rowRefusals(row);
  if ('refusals' in outcome) return outcome.refusals;
  const { values } = outcome;
  if (policy !== 'create') {
    const [existing] = await findDuplicates(tenant, { email: values.email || undefined, phone: values.phone || undefined });
    if (existing) {
      if (policy === 'skip') {
        const matches = [
          ...(values.email && existing.email.toLowerCase() === values.email.toLowerCase() ? (['email'] as const) : []),
          ...(values.phone && existing.phone === values.phone ? (['phone'] as const) : []),
        ];
        return { skippedAs: { contactId: existing.id, contactName: existing.full_name, matches } };
      }
      // update: the row's non-empty values replace the stored ones
      const changes = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && !(Array.isArray(v) && v.length === 0)));
      await updateContact(tenant, existing.id, changes);
      return 'updated';
    }
  }
  await insertContact(tenant, values);
  return 'created';
}

export const ImportJobPayload = Type.Object({ importId: Type.String() }, { additionalProperties: false });

/** The job that runs an import: a batch per fenced transaction, so a retry resumes after the last one. */
export const contactImportKind = defineJobKind('contacts.import', ImportJobPayload, { maxAttempts: 5, onePerBusiness: true });

/** Records an import, its job and its audit event in the caller's unit of work: all exist or none (the route wakes the runners once it commits). */
export async function startImport(tenant: Tenant, actor: Actor, request: ImportRequest) {
  const created = await tenant
    .insertInto('contact_imports', [{ duplicates: request.duplicates, total: request.rows.length, rows: JSON.stringify(request.rows) }])
    .returning(IMPORT_COLUMNS)
    .executeTakeFirstOrThrow();
  await recordAudit(tenant, actor, 'contacts.import', { importId: created.id, duplicates: request.duplicates }, request.rows.length);
  await enqueue(tenant, contactImportKind, { importId: created.id });
  return created;
}

type Progress = Counts & { processed: number; errors: ImportRowError[]; skips: ImportRowSkip[] };

export const contactImportHandler: JobHandler<typeof ImportJobPayload> = {
  kind: contactImportKind,
  async run({ job, signal, unitOfWork }) {
    const { importId } = job.payload;
    // the rows are read once per attempt; each batch then locks and reads only the progress
    const rows = await loadRows(unitOfWork, importId);
    if (!rows) return;
    while (await unitOfWork((tenant) => importNextBatch(tenant, importId, rows))) {
      throwIfStopped(signal);
      // PGlite answers without I/O: without a turn of the event loop, requests still arriving on
      // their sockets would wait for the whole import. Those already waiting for the connection
      // go before the next batch (src/db/fairDialect.ts).
      await yieldToRequests();
    }
  },
  // the rows after `processed` were not imported; the failed status says so (no row of its own in `errors`)
  async onFailed(tenant, job) {
    await tenant
      .updateTable('contact_imports')
      .set({ status: 'failed', finished_at: sql<Date>`now()`, rows: null })
      .where('id', '=', job.payload.importId)
      .where('status', '=', 'running')
      .execute();
  },
};

async function loadRows(unitOfWork: JobContext<unknown>['unitOfWork'], importId: string) {
  const found = await unitOfWork((tenant) => tenant.selectFrom('contact_imports').select(['status', 'rows']).where('id', '=', importId).executeTakeFirst());
  return found?.status === 'running' && found.rows ? (JSON.parse(found.rows) as Record<string, string>[]) : undefined;
}

/** Imports the rows after the last committed batch; false once none are left. */
async function importNextBatch(tenant: Tenant, importId: string, rows: Record<string, string>[]): Promise<boolean> {
  const progress = await tenant
    .selectFrom('contact_imports')
    .select(['status', 'duplicates', 'processed', 'created', 'updated', 'skipped', 'failed', 'errors', 'skips'])
    .where('id', '=', importId)
    .forUpdate()
    .executeTakeFirst();
  if (!progress || progress.status !== 'running') return false;
  const start = progress.processed;
  const next: Progress = { ...progress, errors: [...progress.errors], skips: [...progress.skips] };
  const started = performance.now();
  let index = start;
  const end = Math.min(rows.length, start + BATCH);
  while (index < end && (index === start || performance.now() - started < BATCH_MS)) {
    const outcome = await importRow(tenant, rows[index]!, progress.duplicates);
    index += 1;
    // numbered from 1 as sent: the file's first data row is row 1
    if (typeof outcome === 'object' && 'skippedAs' in outcome) {
      next.skipped += 1;
      next.skips.push({ row: index, ...(outcome.skippedAs as Omit<ImportRowSkip, 'row'>) });
    } else if (typeof outcome === 'object') {
      next.failed += 1;
      next.errors.push({ row: index, fields: outcome });
    } else {
      next[outcome] += 1;
    }
  }
  next.processed = index;
  const finished = next.processed >= rows.length;
  await tenant
    .updateTable('contact_imports')
    .set({
      processed: next.processed,
      created: next.created,
      updated: next.updated,
      skipped: next.skipped,
      failed: next.failed,
      errors: JSON.stringify(next.errors.slice(0, MAX_ERRORS)),
      skips: JSON.stringify(next.skips.slice(0, MAX_ERRORS)),
      ...(finished ? { status: 'done' as const, finished_at: sql<Date>`now()`, rows: null } : {}),
    })
    .where('id', '=', importId)
    .execute();
  return !finished;
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
  skips: ImportRowSkip[];
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
    skips: row.skips,
    createdAt: isoDateTime(row.created_at),
    finishedAt: row.finished_at ? isoDateTime(row.finished_at) : null,
  };
}

/** An import's progress. */
export async function importById(tenant: Tenant, id: string): Promise<Result<ImportJob>> {
  const row = await findImportJob(tenant, id);
  return row ? ok(toImportJob(row)) : refuse('not_found', 'No such import');
}
