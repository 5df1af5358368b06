import { SEARCH_DEBOUNCE_MS, useDebouncedValue, useFormat, useQuery, type CatalogueItem } from '@frontdesk/shared';
import { Flex, Input, Typography, type InputRef } from '@frontdesk/shared/antd';
import { AutoComplete } from '@frontdesk/shared/antd-pages';
import { SearchOutlined } from '@frontdesk/shared/icons';
import { forwardRef, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { itemSearchQuery } from '../api';
import type { CartItem } from '../utils/cart';

type Props = {
  onAdd: (item: CartItem, variantId: string | null) => void;
  /** the checkout's search has the focus when its page opens (a form's first field has it in a dialog) */
  autoFocus?: boolean;
  /** why the last item picked did not go in (out of stock), said under the field until the cashier types again or an item goes in */
  refusal?: string | null;
  /** the cashier typed: the last refusal is over */
  onType?: () => void;
};

/** A product's stock as the search shows it: none left, how many (counted stock), or nothing to say (a service, uncounted stock). */
const stockOf = (item: CatalogueItem): { out: true } | { out: false; count: number } | null =>
  item.inventory === 'out_of_stock' || item.quantity === 0 ? { out: true } : item.quantity === null ? null : { out: false, count: item.quantity };

/** One option per item, and one per variant of an item that has them, with its price and its stock. */
function optionsOf(items: CatalogueItem[], money: (minor: number) => string, stockText: (stock: NonNullable<ReturnType<typeof stockOf>>) => string) {
  return items.flatMap((item) => {
    const entries = item.variants.length
      ? item.variants.map((v) => ({ key: `${item.id}:${v.id}`, label: `${item.name} · ${v.name}`, price: v.priceMinor }))
      : [{ key: item.id, label: item.name, price: item.priceMinor }];
    const state = stockOf(item);
    const stock = state && stockText(state);
    const out = state?.out === true;
    return entries.map((entry) => ({
      value: entry.key,
      label: (
        <Flex justify="space-between" gap="middle">
          <span>{entry.label}</span>
          <Flex gap="small" wrap justify="end">
            {stock && <Typography.Text type={out ? 'danger' : 'secondary'}>{stock}</Typography.Text>}
            <Typography.Text type="secondary">{money(entry.price)}</Typography.Text>
          </Flex>
        </Flex>
      ),
      // what screen readers and the typed text match: the name, then its stock
      title: stock ? `${entry.label} · ${stock}` : entry.label,
    }));
  });
}

/**
 * The cashier's item search: type, arrows, Enter adds the item (the first match is active, so
 * typing and Enter is enough), and the field is empty again for the next one. Only the matches of
 * the text as typed are offered: an Enter typed before they arrive adds the first of them once
 * they do, never an item of an earlier search.
 */
export const ItemSearch = forwardRef<InputRef, Props>(function ItemSearch({ onAdd, autoFocus = true, refusal = null, onType }, ref) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery(itemSearchQuery(q));
  const typed = text.trim();
  const fresh = q === typed && search.data !== undefined && !search.isPlaceholderData;
  const items = useMemo(() => (fresh && search.data ? search.data.items : []), [fresh, search.data]);
  const currency = search.data?.currency ?? 'USD';
  // an Enter typed ahead of the matches: kept until the matches of that text arrive
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (pending === null || !fresh || q !== pending) return;
    const first = items[0];
    if (first) {
      onAdd(first, first.variants[0]?.id ?? null);
      setText('');
    }
    setPending(null);
  }, [pending, fresh, q, items, onAdd]);
  const refusalId = 'item-search-refusal';
  return (
    <Flex vertical gap={4}>
      <AutoComplete
        value={text}
        options={optionsOf(
          items,
          (minor) => format.money(minor, currency),
          (stock) => (stock.out ? t('checkout.items.outOfStock') : t('checkout.items.inStock', { count: stock.count })),
        )}
        onChange={(next: string) => {
          setText(next);
          if (next) onType?.();
        }}
        onSelect={(value: string) => {
          const [itemId, variantId = null] = value.split(':');
          const item = items.find((candidate) => candidate.id === itemId);
          if (item) onAdd(item, variantId);
          setText('');
        }}
        defaultActiveFirstOption
        style={{ width: '100%' }}
        notFoundContent={fresh && typed ? t('checkout.items.none', { q: typed }) : null}
      >
        <Input
          ref={ref}
          size="large"
          autoFocus={autoFocus}
          aria-label={t('checkout.items.search')}
          placeholder={t('checkout.items.placeholder')}
          prefix={<SearchOutlined aria-hidden />}
          status={refusal ? 'error' : undefined}
          {...(refusal ? { 'aria-invalid': true, 'aria-describedby': refusalId } : {})}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && typed && !fresh) {
              event.preventDefault();
              setPending(typed);
            }
          }}
        />
      </AutoComplete>
      {refusal && (
        <Typography.Text id={refusalId} type="danger" role="alert">
          {refusal}
        </Typography.Text>
      )}
    </Flex>
  );
});
