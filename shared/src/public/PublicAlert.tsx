import type { ReactNode } from 'react';
import { usePublicToken } from '../ui/publicTheme';

/**
 * What went wrong, above a public form (a declined card, no connection): announced as it appears
 * (role="alert"), in the theme's error colours. Not antd's Alert, which a public page's first
 * visit does not carry (decision 0016). Nothing when there is nothing to say.
 */
export function PublicAlert({ children }: { children: ReactNode }) {
  const token = usePublicToken();
  if (!children) return null;
  return (
    <div
      role="alert"
      style={{
        marginBlockEnd: token.marginLG,
        padding: `${token.paddingSM}px ${token.padding}px`,
        color: token.colorText,
        background: token.colorErrorBg,
        border: `1px solid ${token.colorErrorBorder}`,
        borderRadius: token.borderRadius,
      }}
    >
      {children}
    </div>
  );
}
