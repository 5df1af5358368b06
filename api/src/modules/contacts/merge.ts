import type { Contact as ContactRow } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { fieldError } from '../../http/problem';
import { invalid, ok, refuse, type Result } from '../../http/result';
import { recordAudit, type Actor } from '../audit/repo';
import type { Contact, MergeContactsInput } from './schemas';
import { toContact } from './service';

// Two records of one customer made one (issue 34 §8): the duplicate's bookings, sales (invoices and
// their transactions), deposits and their movements, assets, reminders, visits, signed forms and
// waitlist places move to the contact kept, in one transaction with both contacts locked; the kept
// contact's empty details take the duplicate's (its own are never overwritten; tags are joined,
// notes both kept), and the duplicate is deleted. Recorded in the audit trail.

/** Every table with a contact's rows: each moves whole. */
const OWNED = ['bookings', 'invoices', 'transactions', 'deposits', 'deposit_movements', 'assets', 'reminders', 'visits', 'signed_forms'] as const;

/** What the kept contact takes of the duplicate's details: a blank of its own is filled, never one it has. */
function mergedDetails(kept: ContactRow, duplicate: ContactRow) {
  const blank = (mine: string, theirs: string) => (mine.trim() ? mine : theirs);
  const notes = [kept.notes.trim(), duplicate.notes.trim()].filter(Boolean);
  const lastVisit = [kept.last_visit_at, duplicate.last_visit_at].filter((at): at is Date => at !== null).map((at) => new Date(at).getTime());
  return {
    first_name: kept.first_name.trim() || kept.last_name.trim() ? kept.first_name : duplicate.first_name,
    last_name: kept.first_name.trim() || kept.last_name.trim() ? kept.last_name : duplicate.last_name,
    email: blank(kept.email, duplicate.email),
    phone: blank(kept.phone, duplicate.phone),
    address: blank(kept.address, duplicate.address),
    image_32x32: blank(kept.image_32x32, duplicate.image_32x32),
    notes: [...new Set(notes)].join('\n\n').slice(0, 5000),
    tags: [...new Set([...kept.tags, ...duplicate.tags])].slice(0, 20),
    last_visit_at: lastVisit.length > 0 ? new Date(Math.max(...lastVisit)) : null,
  };
}

/** POST /api/contact-merges: `duplicateId`'s records moved to `contactId`, the duplicate deleted; the kept contact as it is now. */
export async function mergeContacts(tenant: Tenant, actor: Actor, input: MergeContactsInput): Promise<Result<Contact>> {
  const keptId = input.contactId;
  if (input.duplicateId === keptId) return invalid({ duplicateId: fieldError('invalid_value', 'A contact is not merged into itself') });
  // both locked, in one order (two merges of the same pair wait for each other, never deadlock)
  const locked = await tenant.selectFrom('contacts').selectAll().where('id', 'in', [keptId, input.duplicateId]).orderBy('id').forUpdate().execute();
  const kept = locked.find((row) => row.id === keptId);
  const duplicate = locked.find((row) => row.id === input.duplicateId);
  if (!kept) return refuse('not_found', 'No such contact');
  if (!duplicate) return invalid({ duplicateId: fieldError('not_found', 'No such contact') });
  const moved: Record<string, number> = {};
  for (const table of OWNED) {
    const result = await tenant.updateTable(table).set({ contact_id: keptId }).where('contact_id', '=', duplicate.id).executeTakeFirst();
    moved[table] = Number(result.numUpdatedRows);
  }
  // a waitlist place the kept contact already holds (the same service and day) is theirs once: the duplicate's goes
  await tenant
    .deleteFrom('waitlist_entries')
    .where('contact_id', '=', duplicate.id)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('waitlist_entries as mine')
          .select('mine.id')
          .where('mine.contact_id', '=', keptId)
          .whereRef('mine.item_id', '=', 'waitlist_entries.item_id')
          .whereRef('mine.day', '=', 'waitlist_entries.day')
          .where('mine.status', 'in', ['waiting', 'offered']),
      ),
    )
    .where('status', 'in', ['waiting', 'offered'])
    .execute();
  // a form handed to the duplicate and waiting on a screen is the kept contact's to sign
  await tenant.updateTable('form_requests').set({ contact_id: keptId }).where('contact_id', '=', duplicate.id).execute();
  const waitlist = await tenant.updateTable('waitlist_entries').set({ contact_id: keptId }).where('contact_id', '=', duplicate.id).executeTakeFirst();
  moved.waitlist_entries = Number(waitlist.numUpdatedRows);
  const [row] = await tenant.updateTable('contacts').set(mergedDetails(kept, duplicate)).where('id', '=', keptId).returningAll().execute();
  await tenant.deleteFrom('contacts').where('id', '=', duplicate.id).execute();
  await recordAudit(tenant, actor, 'contacts.merge', { keptId, duplicateId: duplicate.id, moved });
  return ok(toContact(row!));
}
