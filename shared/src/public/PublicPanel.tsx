import { useId, type ReactNode } from 'react';
import { usePublicToken } from '../ui/publicTheme';

/**
 * The one panel of a public page (sign-in, sign-up, pay, book) under its page heading: a bordered
 * section of plain elements styled from the theme's tokens. Not antd's Card, which brings Tabs,
 * Dropdown and Menu to a customer's first visit (docs/decisions/0013-first-visit.md).
 */
export function PublicPanel({ title, width = 520, children }: { title: ReactNode; width?: number; children: ReactNode }) {
  const token = usePublicToken();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      style={{
        maxWidth: width,
        marginInline: 'auto',
        marginBlock: token.marginLG,
        padding: token.paddingLG,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        lineHeight: token.lineHeight,
      }}
    >
      <h1
        id={headingId}
        style={{
          fontSize: token.fontSizeHeading3,
          lineHeight: token.lineHeightHeading3,
          fontWeight: token.fontWeightStrong,
          color: token.colorTextHeading,
          marginBlock: `0 ${token.marginSM}px`,
        }}
      >
        {title}
      </h1>
      {children}
    </section>
  );
}
