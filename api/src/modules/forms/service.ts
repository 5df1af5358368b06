import type { FormAnswers } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { isDate } from '../../http/inputRules';
import { duplicateFieldKeys } from '../../lib/keyedFields';
import { fieldError, isoDateTime, type FieldErrors } from '../../http/problem';
import { invalid, ok, refuse, type Result } from '../../http/result';
import {
  activeTemplates,
  archiveTemplate,
  bookingContact,
  contactName,
  findRequest,
  findTemplate,
  insertSignedForm,
  insertTemplate,
  putRequest,
  signedFormsOf,
  takeRequest,
  updateTemplate,
  type TemplateRow,
} from './repo';
import {
  MAX_POINTS,
  type FormField,
  type FormRequestInput,
  type FormTemplate,
  type FormTemplateInput,
  type FormTemplateList,
  type FormTemplatePatch,
  type Signature,
  type SignFormInput,
  type SignedFormList,
  type SignedFormSummary,
  type SignpadForm,
} from './schemas';

// The rules of digital forms (issue 34 §9, docs/decisions/0054): a form's fields have unique keys;
// the screen is handed over with a form in use, for a contact (and one of their bookings); what the
// customer sends is checked against the form as it reads (required fields, a date that is a day, a
// name and a signature that is more than a dot) before anything is kept.

const NO_SUCH_FORM = 'No such form';

export function toTemplate(row: TemplateRow): FormTemplate {
  return { id: row.id, name: row.name, intro: row.intro, fields: row.fields, version: row.version, updatedAt: isoDateTime(row.updated_at) };
}

/** A form's own rules beyond its schema: a name that is not blank, one field per key. */
function checkTemplate(input: FormTemplatePatch): FieldErrors {
  const errors: FieldErrors = {};
  if (input.name !== undefined && input.name.trim() === '') errors.name = fieldError('required', 'Give the form a name');
  const fields = input.fields ?? [];
  const dupes = new Set(duplicateFieldKeys(fields));
  fields.forEach((field, i) => {
    // the second and later field of a key is the one refused
    if (dupes.has(field.key) && fields.findIndex((f) => f.key === field.key) < i) {
      errors[`fields.${i}.key`] = fieldError('duplicate_key', `Two fields share the key ${field.key}`);
    }
    if (field.label.trim() === '') errors[`fields.${i}.label`] = fieldError('required', 'A field needs its question');
  });
  return errors;
}

const trimmedFields = (fields: FormField[]) => fields.map((field) => ({ ...field, label: field.label.trim() }));

export async function templateList(tenant: Tenant): Promise<FormTemplateList> {
  return { items: (await activeTemplates(tenant)).map(toTemplate) };
}

export async function templateById(tenant: Tenant, id: string): Promise<Result<FormTemplate>> {
  const row = await findTemplate(tenant, id);
  return row ? ok(toTemplate(row)) : refuse('not_found', NO_SUCH_FORM);
}

export async function createTemplate(tenant: Tenant, input: FormTemplateInput): Promise<Result<FormTemplate>> {
  const errors = checkTemplate(input);
  if (Object.keys(errors).length) return invalid(errors);
  const row = await insertTemplate(tenant, { name: input.name.trim(), intro: input.intro.trim(), fields: trimmedFields(input.fields) });
  return ok(toTemplate(row));
}

export async function changeTemplate(tenant: Tenant, id: string, patch: FormTemplatePatch): Promise<Result<FormTemplate>> {
  const errors = checkTemplate(patch);
  if (Object.keys(errors).length) return invalid(errors);
  const row = await updateTemplate(tenant, id, {
    ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
    ...(patch.intro !== undefined ? { intro: patch.intro.trim() } : {}),
    ...(patch.fields !== undefined ? { fields: trimmedFields(patch.fields) } : {}),
  });
  return row ? ok(toTemplate(row)) : refuse('not_found', NO_SUCH_FORM);
}

export async function removeTemplate(tenant: Tenant, id: string): Promise<Result<null>> {
  return (await archiveTemplate(tenant, id)) ? ok(null) : refuse('not_found', NO_SUCH_FORM);
}

/**
 * The screen handed to a contact with a form (and the contact's booking, when given): the session's
 * waiting form. The caller then puts the session in signpad mode.
 */
export async function handForm(tenant: Tenant, sessionHash: Buffer, contactId: string, input: FormRequestInput): Promise<Result<null>> {
  if ((await contactName(tenant, contactId)) === undefined) return refuse('not_found', 'No such contact');
  if (!(await findTemplate(tenant, input.formTemplateId))) return invalid({ formTemplateId: fieldError('not_found', 'Choose a form in use') });
  const bookingId = input.bookingId ?? null;
  if (bookingId) {
    const booking = await bookingContact(tenant, bookingId);
    if (booking?.contactId !== contactId) return invalid({ bookingId: fieldError('not_found', "Choose one of this contact's bookings") });
  }
  await putRequest(tenant, { session_hash: sessionHash, template_id: input.formTemplateId, contact_id: contactId, booking_id: bookingId });
  return ok(null);
}

export async function waitingForm(tenant: Tenant, sessionHash: Buffer): Promise<SignpadForm> {
  const [row, business] = await Promise.all([findRequest(tenant, sessionHash), tenant.business()]);
  if (!row) return { form: null };
  return { form: { name: row.name, intro: row.intro, fields: row.fields, contactName: row.contact_name, businessName: business.name } };
}

/** An answer against its field: the kept value (undefined: not answered), or why it is refused. */
function checkAnswer(field: FormField, raw: string | boolean | undefined): { value?: string | boolean } | { error: FieldErrors[string] } {
  if (field.kind === 'checkbox') {
    if (raw !== undefined && typeof raw !== 'boolean') return { error: fieldError('invalid_value', `${field.label}: tick it or leave it`) };
    if (field.required && raw !== true) return { error: fieldError('required', `${field.label}: tick it to go on`) };
    return { value: raw === true };
  }
  // a text that reads "true" or "false" came through the validator's coercion as a tick: it is that text
  const text = String(raw ?? '').trim();
  if (text === '') return field.required ? { error: fieldError('required', `${field.label} is required`) } : {};
  if (field.kind === 'date' && !isDate(text)) return { error: fieldError('invalid_date', `${field.label}: enter a date`) };
  if (field.kind === 'text' && text.length > 500) return { error: fieldError('too_long', `${field.label}: 500 characters at most`, { limit: 500 }) };
  return { value: text };
}

/** The answers against the form's fields: each one kept as it should be, or the fields refused. */
export function checkAnswers(fields: FormField[], input: FormAnswers): Result<FormAnswers> {
  const errors: FieldErrors = {};
  const answers: FormAnswers = {};
  const known = new Set(fields.map((f) => f.key));
  for (const key of Object.keys(input)) if (!known.has(key)) errors[`answers.${key}`] = fieldError('not_allowed', 'Not a field of this form');
  for (const field of fields) {
    // an own value only: a field keyed `constructor` must not read Object.prototype's
    const checked = checkAnswer(field, Object.hasOwn(input, field.key) ? input[field.key] : undefined);
    if ('error' in checked) errors[`answers.${field.key}`] = checked.error;
    else if (checked.value !== undefined) answers[field.key] = checked.value;
  }
  return Object.keys(errors).length ? invalid(errors) : ok(answers);
}

/** A signature is more than a dot: a stroke that goes somewhere; at most MAX_POINTS points in all. */
export function signatureError(signature: Signature): FieldErrors[string] | undefined {
  const points = signature.strokes.reduce((sum, stroke) => sum + stroke.length, 0);
  if (points > MAX_POINTS) return fieldError('too_large', `A signature has at most ${MAX_POINTS} points`, { limit: MAX_POINTS });
  const moves = signature.strokes.some((stroke) => stroke.some(([x, y]) => x !== stroke[0]?.[0] || y !== stroke[0]?.[1]));
  return moves ? undefined : fieldError('required', 'Sign in the box');
}

/** The waiting form signed: checked whole, then kept, and the screen waits for no form any more. */
export async function signWaitingForm(tenant: Tenant, sessionHash: Buffer, input: SignFormInput): Promise<Result<SignedFormSummary>> {
  const request = await findRequest(tenant, sessionHash);
  if (!request) return refuse('conflict', 'No form is waiting to be signed on this screen');
  const answers = checkAnswers(request.fields, input.answers);
  const errors: FieldErrors = answers.ok ? {} : { ...answers.errors };
  const signerName = input.signerName.trim();
  if (signerName === '') errors.signerName = fieldError('required', 'Write your name');
  const signature = signatureError(input.signature);
  if (signature) errors.signature = signature;
  if (Object.keys(errors).length || !answers.ok) return invalid(errors);
  // taken once: a second submit of the same form meets no form waiting
  if (!(await takeRequest(tenant, sessionHash))) return refuse('conflict', 'No form is waiting to be signed on this screen');
  const row = await insertSignedForm(tenant, {
    contact_id: request.contact_id,
    booking_id: request.booking_id,
    template_id: request.template_id,
    template_version: request.version,
    form_name: request.name,
    intro: request.intro,
    fields: request.fields,
    answers: answers.value,
    signer_name: signerName,
    signature: { strokes: input.signature.strokes.map((stroke) => stroke.map(([x = 0, y = 0]) => [round(x), round(y)] as [number, number])) },
  });
  return ok(toSummary(row));
}

/** a coordinate kept to a ten-thousandth of the pad: finer than a finger or a pen draws */
const round = (n: number) => Math.round(n * 10_000) / 10_000;

type SummaryRow = Awaited<ReturnType<typeof signedFormsOf>>[number];
const toSummary = (row: SummaryRow): SignedFormSummary => ({
  id: row.id,
  formName: row.form_name,
  signerName: row.signer_name,
  signedAt: isoDateTime(row.signed_at),
  bookingId: row.booking_id,
  signed: row.signed,
});

export async function signedFormList(tenant: Tenant, contactId: string): Promise<Result<SignedFormList>> {
  if ((await contactName(tenant, contactId)) === undefined) return refuse('not_found', 'No such contact');
  return ok({ items: (await signedFormsOf(tenant, contactId)).map(toSummary) });
}
