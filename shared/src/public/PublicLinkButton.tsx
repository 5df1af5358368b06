import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePublicToken } from '../ui/publicTheme';

type Props = {
  /** the page's main way on (drawn as a form's submit), or another beside it (drawn as a secondary button) */
  primary?: boolean;
  children: ReactNode;
} & (
  | /** a page of this site, through the router */ { to: string; href?: never }
  | /** another site's page (/pay sending the visitor on to /book): the server sends it */ { href: string; to?: never }
);

/**
 * A link drawn as one of the public kit's buttons, as wide as the panel: where a step goes on is a
 * place (it has an address: the browser's Back returns, a new tab opens it), not an action.
 */
export function PublicLinkButton({ primary = false, to, href, children }: Props) {
  const token = usePublicToken();
  const style: CSSProperties = {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minHeight: token.controlHeightLG,
    paddingInline: token.padding,
    borderRadius: token.borderRadius,
    textAlign: 'center',
    textDecoration: 'none',
    ...(primary
      ? { fontSize: token.fontSizeLG, color: token.buttonPrimaryColor, background: token.colorPrimary }
      : { color: token.colorText, background: token.colorBgContainer, border: `1px solid ${token.colorBorder}` }),
  };
  return to !== undefined ? (
    <Link to={to} style={style}>
      {children}
    </Link>
  ) : (
    <a href={href} style={style}>
      {children}
    </a>
  );
}
