import type { ReactNode } from 'react';
import { usePublicToken } from '../ui/publicTheme';

/**
 * A notice above a public form, in the theme's colours. Not antd's Alert, which a public page's first
 * visit does not carry (decision 0016). Nothing when there is nothing to say.
 * - `error` (the default): what went wrong (a declined card, no connection), announced as it
 *   appears (role="alert");
 * - `warning`: what the visitor should know before going on ("test mode"), told politely (role="status").
 */
export function PublicAlert({ tone = 'error', children }: { tone?: 'error' | 'warning'; children: ReactNode }) {
  const token = usePublicToken();
  if (!children) return null;
  const warning = tone === 'warning';
  return (
    <div
      role={warning ? 'status' : 'alert'}
      style={{
        marginBlockEnd: token.marginLG,
        padding: `${token.paddingSM}px ${token.padding}px`,
        color: token.colorText,
        background: warning ? token.colorWarningBg : token.colorErrorBg,
        border: `1px solid ${warning ? token.colorWarningBorder : token.colorErrorBorder}`,
        borderRadius: token.borderRadius,
      }}
    >
      {children}
    </div>
  );
}
