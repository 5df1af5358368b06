import { sql } from 'kysely';
import { personName } from '../../db/names';
import type { FormAnswers, FormFieldRow, SignatureStrokes } from '../../db/schema';
import type { Tenant } from '../../db/tenant';

// Form templates, the form waiting on a handed-over screen and the signed forms of one business:
// every query goes through the tenant.

const templateColumns = ['id', 'name', 'intro', 'fields', 'version', 'updated_at'] as const;

export type TemplateRow = NonNullable<Awaited<ReturnType<typeof findTemplate>>>;

/** The forms in use, by name. */
export async function activeTemplates(tenant: Tenant) {
  return tenant.selectFrom('form_templates').select(templateColumns).where('archived', '=', false).orderBy('name').orderBy('id').execute();
}

/** A form in use (an archived one is not found: it is no longer handed out or changed). */
export async function findTemplate(tenant: Tenant, id: string) {
  return tenant.selectFrom('form_templates').select(templateColumns).where('id', '=', id).where('archived', '=', false).executeTakeFirst();
}

export async function insertTemplate(tenant: Tenant, values: { name: string; intro: string; fields: FormFieldRow[] }) {
  return tenant
    .insertInto('form_templates', [{ ...values, fields: JSON.stringify(values.fields) }])
    .returning(templateColumns)
    .executeTakeFirstOrThrow();
}

/** Changes a form in use and counts its version up; undefined when the business has no such form in use. */
export async function updateTemplate(tenant: Tenant, id: string, values: { name?: string; intro?: string; fields?: FormFieldRow[] }) {
  return tenant
    .updateTable('form_templates')
    .set({
      ...(values.name !== undefined ? { name: values.name } : {}),
      ...(values.intro !== undefined ? { intro: values.intro } : {}),
      ...(values.fields !== undefined ? { fields: JSON.stringify(values.fields) } : {}),
      version: sql<number>`version + 1`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('archived', '=', false)
    .returning(templateColumns)
    .executeTakeFirst();
}

/** Takes a form out of use (its signed forms stay); whether the business had it in use. */
export async function archiveTemplate(tenant: Tenant, id: string) {
  const result = await tenant
    .updateTable('form_templates')
    .set({ archived: true, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('archived', '=', false)
    .executeTakeFirst();
  // a form handed out and not signed yet is no longer waiting
  await tenant.deleteFrom('form_requests').where('template_id', '=', id).execute();
  return Number(result.numUpdatedRows) > 0;
}

export async function contactName(tenant: Tenant, contactId: string) {
  const row = await tenant.selectFrom('contacts').select(personName('contacts').as('name')).where('id', '=', contactId).executeTakeFirst();
  return row?.name;
}

export async function bookingContact(tenant: Tenant, bookingId: string) {
  const row = await tenant.selectFrom('bookings').select('contact_id').where('id', '=', bookingId).executeTakeFirst();
  return row ? { contactId: row.contact_id } : undefined;
}

/** The form waiting on a session: one per session, a new hand-over replaces it. */
export async function putRequest(tenant: Tenant, values: { session_hash: Buffer; template_id: string; contact_id: string; booking_id: string | null }) {
  await tenant
    .insertInto('form_requests', [values])
    .onConflict((oc) =>
      oc.column('session_hash').doUpdateSet({
        business_id: tenant.businessId,
        template_id: values.template_id,
        contact_id: values.contact_id,
        booking_id: values.booking_id,
        created_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

/** The form waiting on a session, with the form and the contact it was handed to. */
export async function findRequest(tenant: Tenant, sessionHash: Buffer) {
  return tenant
    .selectFrom('form_requests')
    .innerJoin('form_templates', (join) =>
      join.onRef('form_templates.id', '=', 'form_requests.template_id').on('form_templates.business_id', '=', tenant.businessId),
    )
    .innerJoin('contacts', (join) => join.onRef('contacts.id', '=', 'form_requests.contact_id').on('contacts.business_id', '=', tenant.businessId))
    .select([
      'form_requests.contact_id',
      'form_requests.booking_id',
      'form_templates.id as template_id',
      'form_templates.name',
      'form_templates.intro',
      'form_templates.fields',
      'form_templates.version',
      personName('contacts').as('contact_name'),
    ])
    .where('form_requests.session_hash', '=', sessionHash)
    .executeTakeFirst();
}

/** Takes the session's waiting form (locked: two submits of one form sign it once); undefined when none waits. */
export async function takeRequest(tenant: Tenant, sessionHash: Buffer) {
  const row = await tenant.deleteFrom('form_requests').where('session_hash', '=', sessionHash).returning(['template_id']).executeTakeFirst();
  return row;
}

export type NewSignedForm = {
  contact_id: string;
  booking_id: string | null;
  template_id: string;
  template_version: number;
  form_name: string;
  intro: string;
  fields: FormFieldRow[];
  answers: FormAnswers;
  signer_name: string;
  signature: SignatureStrokes;
};

const summaryColumns = ['id', 'form_name', 'signer_name', 'signed_at', 'booking_id', sql<boolean>`signature IS NOT NULL`.as('signed')] as const;

export async function insertSignedForm(tenant: Tenant, values: NewSignedForm) {
  return tenant
    .insertInto('signed_forms', [
      { ...values, fields: JSON.stringify(values.fields), answers: JSON.stringify(values.answers), signature: JSON.stringify(values.signature) },
    ])
    .returning(summaryColumns)
    .executeTakeFirstOrThrow();
}

export async function signedFormsOf(tenant: Tenant, contactId: string) {
  return tenant
    .selectFrom('signed_forms')
    .select(summaryColumns)
    .where('contact_id', '=', contactId)
    .orderBy('signed_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** A signed form whole, with its contact's name: what its PDF shows. */
export async function findSignedForm(tenant: Tenant, id: string) {
  return tenant
    .selectFrom('signed_forms')
    .innerJoin('contacts', (join) => join.onRef('contacts.id', '=', 'signed_forms.contact_id').on('contacts.business_id', '=', tenant.businessId))
    .select([
      'signed_forms.id',
      'signed_forms.form_name',
      'signed_forms.template_version',
      'signed_forms.intro',
      'signed_forms.fields',
      'signed_forms.answers',
      'signed_forms.signer_name',
      'signed_forms.signature',
      'signed_forms.signed_at',
      personName('contacts').as('contact_name'),
    ])
    .where('signed_forms.id', '=', id)
    .executeTakeFirst();
}
