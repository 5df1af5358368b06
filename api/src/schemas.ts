// Every request/response schema of the API, and the types derived from them.
// The frontend imports types from here (type-only): one source of truth.
export * from './modules/auth/schemas';
export * from './modules/config/schemas';
export * from './modules/contacts/schemas';
export * from './modules/assets/schemas';
export * from './modules/reminders/schemas';
export * from './modules/registers/schemas';
export * from './modules/reports/schemas';
export * from './modules/settings/schemas';
export * from './modules/catalogue/schemas';
export * from './modules/audit/schemas';
export * from './modules/invoices/schemas';
export * from './modules/invoices/moneySchemas';
export * from './modules/links/schemas';
export * from './modules/money/schemas';
export * from './modules/payments/schemas';
export * from './modules/payments/settlement/schemas';
export * from './modules/checkout/schemas';
export * from './modules/deposits/schemas';
export * from './modules/mail/schemas';
export * from './modules/staff/schemas';
export * from './modules/bookings/schemas';
export * from './modules/live/schemas';
export { BOOKING_ACTIONS, BOOKING_RULES, allowedActions } from './modules/bookings/rules';
export * from './http/paging';
export * from './http/streamEnd';
export * from './http/errors';
export * from './modules/team/schemas';
