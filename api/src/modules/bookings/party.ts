import type { Tenant } from '../../db/tenant';
import { fieldError, type FieldErrors } from '../../http/problem';
import { invalid, ok, type Result } from '../../http/result';
import { checkAssetData, defaultAssetName } from '../assets/service';
import { insertAsset } from '../assets/repo';
import { checkContact } from '../contacts/service';
import { contactByEmail, insertContact, type ServiceRow } from './repo';
import type { VisitorDetails } from './schemas';

// Who a visitor books for, or joins a waitlist as (the booking page, the waitlist's online join):
// their details and asset checked as the desk's forms check them, and, once the code mailed to
// them is entered (emailCodes.ts), their contact (found by the email, or made) with their asset.

/** The visitor's details checked as the contact form checks them; email and phone are needed to book. */
function checkDetails(details: VisitorDetails): Result<{ first_name: string; last_name: string; email: string; phone: string }> {
  const checked = checkContact({ firstName: details.firstName, lastName: details.lastName, email: details.email, phone: details.phone });
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  const values = checked.ok ? checked.value : {};
  if (!details.email.trim()) errors.email = fieldError('required', 'Enter your email address');
  if (!details.phone.trim()) errors.phone = fieldError('required', 'Enter your phone number');
  if (Object.keys(errors).length > 0) return invalid(errors);
  return ok({ first_name: values.first_name ?? '', last_name: values.last_name ?? '', email: values.email ?? '', phone: values.phone ?? '' });
}

/** The visitor's contact: the business's contact with their email, or a new one from online booking. */
async function contactOf(tenant: Tenant, person: { first_name: string; last_name: string; email: string; phone: string }) {
  const existing = await contactByEmail(tenant, person.email);
  return existing ?? (await insertContact(tenant, { ...person, source: 'online_booking' }));
}

type Party = {
  person: { first_name: string; last_name: string; email: string; phone: string };
  asset: { type: { id: string; type_name: string; fields: AssetTypeFields }; data: Record<string, string | number>; name: string | undefined } | null;
};
type AssetTypeFields = Parameters<typeof checkAssetData>[0];

/** The visitor's details and, when the service names a bookable asset type, their asset: checked as the desk's forms check them. */
export async function checkParty(tenant: Tenant, details: VisitorDetails, service: ServiceRow | undefined): Promise<Result<Party>> {
  const person = checkDetails(details);
  const errors: FieldErrors = person.ok ? {} : { ...person.errors };
  const type = service?.booking_asset_type_id
    ? await tenant
        .selectFrom('asset_types')
        .select(['id', 'type_name', 'fields', 'bookable'])
        .where('id', '=', service.booking_asset_type_id)
        .executeTakeFirst()
    : undefined;
  let asset: Party['asset'] = null;
  if (type?.bookable) {
    if (!details.asset) errors.asset = fieldError('required', `Tell us about your ${type.type_name.toLowerCase()}`);
    else {
      const data = checkAssetData(type.fields, details.asset.data);
      if (!data.ok) for (const [field, error] of Object.entries(data.errors ?? {})) errors[`asset.${field}`] = error;
      else asset = { type, data: data.value, name: details.asset.name?.trim() };
    }
  }
  if (!person.ok || Object.keys(errors).length > 0) return invalid(errors);
  return ok({ person: person.value, asset });
}

/** The visitor's contact (found by email, or made) and their asset, added to it. */
export async function recordParty(tenant: Tenant, party: Party): Promise<{ contactId: string; assetId: string | null }> {
  const contactId = await contactOf(tenant, party.person);
  const asset = party.asset;
  const assetId = asset
    ? await insertAsset(tenant, {
        contact_id: contactId,
        asset_type_id: asset.type.id,
        name: asset.name || defaultAssetName(asset.type.fields, asset.data, asset.type.type_name),
        data: JSON.stringify(asset.data),
      })
    : null;
  return { contactId, assetId };
}
