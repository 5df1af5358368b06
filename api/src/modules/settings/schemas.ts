import { Type, type Static } from '@sinclair/typebox';

// Issue #4: the business's contact settings (the lost customers' threshold).

/** GET and PATCH /api/settings/contacts */
export const ContactSettings = Type.Object({ lostCustomerDays: Type.Integer({ minimum: 1, maximum: 3650 }) });
export type ContactSettings = Static<typeof ContactSettings>;
