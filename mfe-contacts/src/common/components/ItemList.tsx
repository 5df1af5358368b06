import type { Paged } from '@frontdesk/shared';
import { Flex, Typography, theme } from '@frontdesk/shared/antd';
import { Pagination } from '@frontdesk/shared/antd-more';
import { pagerOf } from '@frontdesk/shared/ui-pages';
import type { ReactNode } from 'react';

export type Item = { key: string; title: ReactNode; description?: ReactNode; actions?: ReactNode[] };

/** A plain list of items (a title, a line under it, actions at the end), one per row. */
export function ItemList({ items, label }: { items: Item[]; label?: string }) {
  const { token } = theme.useToken();
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, index) => (
        <li
          key={item.key}
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: token.margin,
            alignItems: 'center',
            justifyContent: 'space-between',
            paddingBlock: token.paddingSM,
            borderBlockStart: index ? `1px solid ${token.colorSplit}` : undefined,
          }}
        >
          <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <div>{item.title}</div>
            {item.description ? <Typography.Text type="secondary">{item.description}</Typography.Text> : null}
          </Flex>
          {item.actions?.length ? (
            <Flex gap="small" wrap align="center">
              {item.actions}
            </Flex>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A page of a server-paged list as items, with its pages under it when there are more (`pagesLabel` names them). */
export function PagedItemList({
  items,
  label,
  data,
  onPage,
  pagesLabel,
}: {
  items: Item[];
  label: string;
  data: Paged<unknown>;
  onPage: (page: number) => void;
  pagesLabel: string;
}) {
  return (
    <Flex vertical gap="middle">
      <ItemList items={items} label={label} />
      {data.total > data.pageSize ? (
        <Flex component="nav" aria-label={pagesLabel} justify="flex-end">
          <Pagination {...pagerOf(data, onPage)} />
        </Flex>
      ) : null}
    </Flex>
  );
}
