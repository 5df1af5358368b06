import { bus, buildPath, useAssetTexts, useContactSearch, type ContactHit } from '@frontdesk/shared';
import { Drawer, Input, Typography } from '@frontdesk/shared/antd';
import { EmptyState, QueryState, layout } from '@frontdesk/shared/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { SearchResults } from './SearchResults';

export type QuickAddTarget = { assetTypeId: string; typeName: string } | null;

type Props = { open: boolean; onClose: () => void; quickAdd: QuickAddTarget };

/**
 * The contact search drawer (spec §2): 500 px, opened from the top bar or through the bus. It lists
 * the newest matches, says how many match in all with a link to them on the contacts list, and Enter
 * opens the first.
 */
export function SearchDrawer({ open, onClose, quickAdd }: Props) {
  const { t } = useTranslation('shell');
  const [text, setText] = useState('');
  const { q, query } = useContactSearch(text);
  const navigate = useNavigate();
  const { typeName } = useAssetTexts();

  useEffect(() => {
    if (!open) setText('');
  }, [open]);

  const pick = (hit: ContactHit) => {
    onClose();
    void navigate(quickAdd ? buildPath('assetCreate', { customerId: hit.id, assetTypeId: quickAdd.assetTypeId }) : buildPath('contact', { contactId: hit.id }));
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={layout.searchDrawerWidth}
      title={quickAdd ? t('search.pickFor', { type: typeName(quickAdd.typeName) }) : t('search.title')}
      destroyOnHidden
    >
      <Input.Search
        autoFocus
        allowClear
        aria-label={t('search.title')}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        // Enter opens the first (newest) match, once the text typed is the one searched
        onSearch={(typed) => {
          const first = query.data?.hits[0];
          if (first && typed.trim() === q) pick(first);
        }}
        loading={query.isFetching}
      />
      <div style={{ marginBlockStart: 16 }}>
        {/* the hint until there is text to search for (and while the first text waits out the debounce) */}
        {!text.trim() || !q ? (
          <Typography.Text type="secondary">{t('search.hint')}</Typography.Text>
        ) : (
          <QueryState
            query={query}
            size="section"
            loading={t('search.loading')}
            failed={t('search.failed')}
            isEmpty={(found) => found.hits.length === 0}
            empty={<EmptyState size="section" title={t('search.empty', { q })} />}
          >
            {(found) => (
              <>
                <SearchResults hits={found.hits} picking={quickAdd !== null} onPick={pick} onClose={onClose} />
                {found.total > found.hits.length ? (
                  // more match than are listed: how many, and the way to them all
                  <Typography.Paragraph style={{ marginBlockStart: 12 }}>
                    {t(found.more ? 'search.moreThan' : 'search.some', { shown: found.hits.length, count: found.total })}{' '}
                    {quickAdd ? null : (
                      <Link to={`${buildPath('contacts')}?${new URLSearchParams({ q })}`} onClick={onClose}>
                        {t('search.seeAll')}
                      </Link>
                    )}
                  </Typography.Paragraph>
                ) : null}
              </>
            )}
          </QueryState>
        )}
      </div>
    </Drawer>
  );
}

export const openSearchDrawer = () => bus.emit({ type: 'searchDrawer', open: true });
