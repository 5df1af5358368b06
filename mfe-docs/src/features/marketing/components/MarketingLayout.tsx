import { usePublicToken } from '@frontdesk/shared/public';
import { useMemo, type ReactNode } from 'react';
import { marketingStyles } from './marketingStyles';

/** The frame of the home and pricing pages' content: their style sheet and width. */
export function MarketingLayout({ children }: { children: ReactNode }) {
  const token = usePublicToken();
  const styles = useMemo(() => marketingStyles(token), [token]);
  return (
    <div className="fd-marketing">
      <style>{styles}</style>
      {children}
    </div>
  );
}
