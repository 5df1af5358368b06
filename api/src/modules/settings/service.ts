import type { Tenant } from '../../db/tenant';
import { findLostCustomerDays, saveLostCustomerDays } from './repo';
import type { ContactSettings } from './schemas';

/** A business that never chose counts a customer as lost after this many days without a visit. */
export const DEFAULT_LOST_CUSTOMER_DAYS = 90;

export async function contactSettings(tenant: Tenant): Promise<ContactSettings> {
  return { lostCustomerDays: (await findLostCustomerDays(tenant)) ?? DEFAULT_LOST_CUSTOMER_DAYS };
}

export async function changeContactSettings(tenant: Tenant, settings: ContactSettings): Promise<ContactSettings> {
  return { lostCustomerDays: await saveLostCustomerDays(tenant, settings.lostCustomerDays) };
}
