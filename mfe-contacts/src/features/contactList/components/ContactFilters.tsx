import { useAddressSearch, useQuery } from '@frontdesk/shared';
import { Flex, Input, Select } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { useTranslation } from 'react-i18next';
import { tagsQuery } from '../../../common/api/contacts';
import { isContactSource } from '../../../common/sources';
import { useSourceOptions } from '../../../common/useSourceOptions';
import type { ListQuery } from '../utils/listQuery';

type Props = { query: ListQuery; onChange: (change: Partial<ListQuery>) => void };

/** Search (debounced), tag and source: each a labelled field; the list follows the address. */
export function ContactFilters({ query, onChange }: Props) {
  const { t } = useTranslation('contacts');
  // the filter works without them while they load (or if they fail)
  const tags = useQuery(tagsQuery()).data?.tags.map(({ tag }) => tag) ?? [];
  const sources = useSourceOptions();
  const [text, setText] = useAddressSearch(query.q, (q) => onChange({ q }));

  // a tag from the address that no contact carries any more still shows as chosen
  const tagOptions = (query.tag && !tags.includes(query.tag) ? [query.tag, ...tags] : tags).map((tag) => ({ value: tag, label: tag }));

  return (
    <Form layout="vertical" component="div" role="search" aria-label={t('list.filters.label')}>
      <Flex gap="middle" wrap align="flex-end">
        <Form.Item label={t('list.filters.search')} htmlFor="contacts-search" style={{ flex: '2 1 240px', marginBottom: 0 }}>
          <Input
            id="contacts-search"
            type="search"
            allowClear
            value={text}
            placeholder={t('list.filters.searchPlaceholder')}
            onChange={(event) => setText(event.target.value)}
            maxLength={200}
          />
        </Form.Item>
        <Form.Item label={t('list.filters.tag')} htmlFor="contacts-tag" style={{ flex: '1 1 160px', marginBottom: 0 }}>
          <Select
            id="contacts-tag"
            allowClear
            showSearch
            value={query.tag || undefined}
            placeholder={t('list.filters.anyTag')}
            options={tagOptions}
            onChange={(tag?: string) => onChange({ tag: tag ?? '' })}
            notFoundContent={t('list.filters.noTags')}
          />
        </Form.Item>
        <Form.Item label={t('fields.source')} htmlFor="contacts-source" style={{ flex: '1 1 160px', marginBottom: 0 }}>
          <Select
            id="contacts-source"
            allowClear
            value={query.source || undefined}
            placeholder={t('list.filters.anySource')}
            options={sources}
            onChange={(source?: string) => onChange({ source: source && isContactSource(source) ? source : '' })}
          />
        </Form.Item>
      </Flex>
    </Form>
  );
}
