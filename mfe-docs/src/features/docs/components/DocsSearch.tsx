import { buildPath, type DocsPage } from '@frontdesk/shared';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSearchEntries } from '../hooks/useSearchEntries';
import { searchDocs } from '../search';

/**
 * The docs' search: a combobox over every page's title and words in the reader's language. The
 * arrow keys move through the results, Enter opens the one marked, Escape clears the search.
 */
export function DocsSearch() {
  const { t } = useTranslation('docs');
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState('');
  const [wanted, setWanted] = useState(false);
  const [active, setActive] = useState(0);
  const search = useSearchEntries(wanted);
  const hits = search.status === 'ready' ? searchDocs(search.entries, query) : [];
  const open = query.trim() !== '';
  const optionId = (index: number) => `${id}-option-${index}`;

  const go = (page: DocsPage) => {
    setQuery('');
    navigate(buildPath(`docs.${page}`));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!hits.length) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + hits.length) % hits.length);
    } else if (event.key === 'Enter' && hits[active]) {
      event.preventDefault();
      go(hits[active].page);
    } else if (event.key === 'Escape') {
      setQuery('');
    }
  };

  return (
    <div role="search" className="fd-docs-search">
      <input
        type="search"
        role="combobox"
        aria-label={t('docs.search.label')}
        placeholder={t('docs.search.placeholder')}
        aria-expanded={open && hits.length > 0}
        aria-controls={`${id}-results`}
        aria-autocomplete="list"
        aria-activedescendant={open && hits[active] ? optionId(active) : undefined}
        value={query}
        onFocus={() => setWanted(true)}
        onChange={(event) => {
          setWanted(true);
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {open && (
        <p role="status" className="fd-docs-search-status">
          {search.status === 'ready' ? (hits.length ? t('docs.search.count', { count: hits.length }) : t('docs.search.none', { query: query.trim() })) : null}
          {search.status === 'loading' && t('docs.search.loading')}
          {search.status === 'failed' && (
            <>
              {t('docs.search.failed')}{' '}
              <button type="button" onClick={search.retry}>
                {t('docs.tryAgain')}
              </button>
            </>
          )}
        </p>
      )}
      <ul id={`${id}-results`} role="listbox" aria-label={t('docs.search.results')} hidden={!open || !hits.length}>
        {open &&
          hits.map((hit, index) => (
            <li
              key={hit.page}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(hit.page)}
              onMouseEnter={() => setActive(index)}
            >
              <strong>{hit.title}</strong>
              <span>{hit.snippet}</span>
            </li>
          ))}
      </ul>
    </div>
  );
}
