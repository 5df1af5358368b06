import type { Paged } from '../types/api';
import { PAGE_SIZE } from '../data/pagedQuery';

/**
 * A page of a list as the API answers it: the items given, the whole of the filter on the first
 * page of the app's size, unless `fields` says otherwise (a total past the page, a later page). A
 * list whose answer carries more (its currency, its totals) names it in `fields`:
 * `aPage([invoice], { currency: 'USD' })`.
 */
export function aPage<Item>(items: Item[]): Paged<Item>;
export function aPage<Item, Fields extends object>(items: Item[], fields: Fields): Paged<Item> & Fields;
export function aPage<Item>(items: Item[], fields: object = {}): Paged<Item> {
  return { items, total: items.length, page: 1, pageSize: PAGE_SIZE, ...fields };
}
