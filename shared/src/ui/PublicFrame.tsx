import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportHeight } from '../embedded/embedded';
import { useEmbedded } from '../embedded/useEmbedded';
import { useSettings } from '../hooks/useSettings';
import { languageNames, languages, settingsStore, type Language } from '../settings/settingsStore';
import { usePublicToken } from './publicTheme';

/**
 * The minimal frame of public pages (/pay, /book, /login, docs): a name, a language switch; in
 * embedded mode (the legacy desktop site's iframe, spec §2) the page alone. Plain
 * elements styled from the theme's tokens, the switch a native select: the frame is on every first
 * visit, a customer's phone included, and antd's Layout, Typography, Select or Segmented would bring
 * Sider, Tooltip, rc-select or rc-field-form with it (docs/decisions/0013-first-visit.md).
 */
/** The frame's class, for the links' colours. */
const FRAME = 'frontdesk-public-frame';

export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { language } = useSettings();
  const token = usePublicToken();
  const embedded = useEmbedded();
  const page = useRef<HTMLElement>(null);
  // in a business's own site, the frame the embed snippet made grows and shrinks with the page
  useEffect(() => (embedded && page.current ? reportHeight(page.current) : undefined), [embedded]);
  // links in the theme's colours: a public page's own site has no antd App, whose styles give them
  // in the composed app (dark themes' links would be the browser's blue on a dark background)
  const links = (
    <style>{`.${FRAME} a{color:${token.colorLink}}.${FRAME} a:hover{color:${token.colorLinkHover}}.${FRAME} a:active{color:${token.colorLinkActive}}`}</style>
  );
  if (embedded) {
    return (
      // flow-root: the panel's margins are inside what is measured; the theme's type on the site's own background
      <main ref={page} className={FRAME} style={{ display: 'flow-root', color: token.colorText, fontFamily: token.fontFamily, fontSize: token.fontSize }}>
        {links}
        {children}
      </main>
    );
  }
  return (
    <div
      className={FRAME}
      style={{ minHeight: '100vh', background: token.colorBgLayout, color: token.colorText, fontFamily: token.fontFamily, fontSize: token.fontSize }}
    >
      {links}
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: token.marginSM,
          minHeight: 64,
          background: token.colorBgContainer,
          borderBlockEnd: `1px solid ${token.colorBorderSecondary}`,
          paddingInline: token.paddingLG,
        }}
      >
        <strong style={{ fontSize: token.fontSizeLG, color: token.colorPrimary }}>{t('appName')}</strong>
        <select
          aria-label={t('language')}
          value={language}
          onChange={(event) => settingsStore.update({ language: event.target.value as Language })}
          style={{
            font: 'inherit',
            fontSize: token.fontSizeSM,
            color: token.colorText,
            background: token.colorBgContainer,
            border: `1px solid ${token.colorBorder}`,
            borderRadius: token.borderRadiusSM,
            paddingBlock: 2,
            paddingInline: token.paddingXS,
            minWidth: 110,
          }}
        >
          {languages.map((l) => (
            <option key={l} value={l}>
              {languageNames[l]}
            </option>
          ))}
        </select>
      </header>
      <main style={{ padding: token.paddingLG }}>{children}</main>
    </div>
  );
}
