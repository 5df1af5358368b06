import { usePublicToken } from '@frontdesk/shared/public';
import type { ReactNode } from 'react';

/**
 * Where the visitor goes on once paid (a deposit's booking page), as the page's primary action: a
 * link drawn like the form's submit button. A plain link, not the router's: /book is another
 * package's site (the server sends it).
 */
export function ReturnLink({ href, children }: { href: string; children: ReactNode }) {
  const token = usePublicToken();
  return (
    <a
      href={href}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: token.controlHeightLG,
        marginBlockStart: token.marginLG,
        fontSize: token.fontSizeLG,
        color: token.buttonPrimaryColor,
        background: token.colorPrimary,
        borderRadius: token.borderRadius,
        textDecoration: 'none',
      }}
    >
      {children}
    </a>
  );
}
