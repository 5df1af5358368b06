import type { MAX_ITEM_PRICE_MINOR, MAX_STOCK_QUANTITY } from '@frontdesk/shared';

// The API's limits on an item, which the form checks before sending (the API checks them again).
// Typed as the API's constants (type-only: the API's code stays out of the bundle), so the build
// fails if one changes there and not here.

export const MAX_PRICE_MINOR: typeof MAX_ITEM_PRICE_MINOR = 100_000_000;
export const MAX_QUANTITY: typeof MAX_STOCK_QUANTITY = 1_000_000;
