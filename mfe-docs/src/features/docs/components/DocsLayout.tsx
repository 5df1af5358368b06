import type { DocsPage } from '@frontdesk/shared';
import { usePublicToken } from '@frontdesk/shared/public';
import { useMemo, type ReactNode } from 'react';
import { docsStyles } from './docsStyles';
import { DocsNav } from './DocsNav';
import { DocsSearch } from './DocsSearch';

/** The search and the list of docs pages at the start side, the current page beside them (phones: search, page, list). */
export function DocsLayout({ current, children }: { current: DocsPage; children: ReactNode }) {
  const token = usePublicToken();
  const styles = useMemo(() => docsStyles(token), [token]);
  return (
    <div className="fd-docs">
      <style>{styles}</style>
      <DocsSearch />
      <div className="fd-docs-main">{children}</div>
      <DocsNav current={current} />
    </div>
  );
}
