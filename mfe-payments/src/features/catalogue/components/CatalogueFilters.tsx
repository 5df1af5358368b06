import { useAddressSearch, useQuery } from '@frontdesk/shared';
import { Flex, Input, Select } from '@frontdesk/shared/antd';
import { Segmented } from '@frontdesk/shared/antd-pages';
import { SearchOutlined } from '@frontdesk/shared/icons';
import { useTranslation } from 'react-i18next';
import { categoriesQuery } from '../api';
import type { KindFilter } from '../hooks/useCatalogueList';
import { CATALOGUE_KINDS } from '../utils/kinds';

type Props = {
  search: string;
  onSearch: (text: string) => void;
  kind: KindFilter;
  onKind: (kind: KindFilter) => void;
  category: string | undefined;
  onCategory: (category: string | undefined) => void;
};

const KINDS: readonly KindFilter[] = ['all', ...CATALOGUE_KINDS];

/** The list's search (name, SKU or category), its kind (all, services, products) and its category. */
export function CatalogueFilters({ search, onSearch, kind, onKind, category, onCategory }: Props) {
  const { t } = useTranslation('payments');
  const [text, setText] = useAddressSearch(search, onSearch);
  // the filter works without the categories while they load
  const categories = useQuery(categoriesQuery()).data?.categories ?? [];
  return (
    <Flex gap="middle" wrap align="center">
      <Input
        allowClear
        aria-label={t('catalogue.search')}
        placeholder={t('catalogue.searchPlaceholder')}
        prefix={<SearchOutlined aria-hidden />}
        value={text}
        onChange={(event) => setText(event.target.value)}
        style={{ flex: '1 1 240px', maxWidth: 360 }}
      />
      <Segmented<KindFilter>
        aria-label={t('catalogue.kindFilter')}
        value={kind}
        onChange={onKind}
        options={KINDS.map((value) => ({ value, label: t(`catalogue.kinds.${value}`) }))}
      />
      <Select<string>
        allowClear
        aria-label={t('catalogue.categoryFilter')}
        placeholder={t('catalogue.allCategories')}
        value={category}
        onChange={(value) => onCategory(value || undefined)}
        options={categories.map((name) => ({ value: name, label: name }))}
        style={{ minWidth: 200 }}
      />
    </Flex>
  );
}
