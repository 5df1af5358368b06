import type { PublicToken } from '@frontdesk/shared/public';

/**
 * The docs' layout and type, from the theme's tokens, as one style sheet: the page list and the
 * search beside the page from 768 px, under it on a phone (search first, the list last), with
 * logical properties so right-to-left mirrors it. The article is at least a screen tall, so what
 * follows it (the pager; on a phone the list) starts below the fold and does not move when the
 * article's text arrives (layout shift). A sheet, not style props, for the media query,
 * the elements of the articles and the states (:hover, aria-current, the marked result).
 */
export function docsStyles(token: PublicToken): string {
  const panel = `background:${token.colorBgContainer};border:1px solid ${token.colorBorderSecondary};border-radius:${token.borderRadiusLG}px`;
  return `
.fd-docs{display:grid;gap:${token.marginLG}px;max-width:1120px;margin-inline:auto;grid-template-areas:"search" "main" "nav";line-height:${token.lineHeight}}
@media (min-width:768px){.fd-docs{grid-template-columns:minmax(200px,260px) minmax(0,1fr);grid-template-areas:"search main" "nav main";grid-template-rows:auto 1fr;align-items:start}}
.fd-docs-search{grid-area:search;position:relative}
.fd-docs-nav{grid-area:nav}
.fd-docs-main{grid-area:main;min-width:0}
.fd-docs-search input{box-sizing:border-box;width:100%;min-height:${token.controlHeightLG}px;padding-inline:${token.paddingSM}px;font:inherit;color:${token.colorText};background:${token.colorBgContainer};border:1px solid ${token.colorBorder};border-radius:${token.borderRadius}px}
.fd-docs-search input:focus-visible,.fd-docs button:focus-visible,.fd-docs a:focus-visible,.fd-docs pre:focus-visible,.fd-docs-scroll:focus-visible{outline:${token.lineWidthFocus}px solid ${token.colorPrimaryBorder};outline-offset:1px}
.fd-docs-search-status{margin-block:${token.marginSM}px 0;font-size:${token.fontSizeSM}px;color:${token.colorTextSecondary}}
.fd-docs-search ul{list-style:none;margin:${token.marginSM}px 0 0;padding:${token.paddingXXS}px;${panel};box-shadow:${token.boxShadow}}
.fd-docs-search li{display:flex;flex-direction:column;gap:2px;padding:${token.paddingXS}px ${token.paddingSM}px;border-radius:${token.borderRadiusSM}px;cursor:pointer}
.fd-docs-search li span{font-size:${token.fontSizeSM}px;color:${token.colorTextSecondary}}
.fd-docs-search li{border-inline-start:3px solid transparent}
.fd-docs-search li[aria-selected=true]{background:${token.colorBgLayout};border-inline-start-color:${token.colorPrimary}}
.fd-docs-nav ul{list-style:none;margin:0;padding:${token.paddingXS}px;${panel}}
.fd-docs-nav a{display:block;padding:${token.paddingXS}px ${token.paddingSM}px;border-radius:${token.borderRadiusSM}px;text-decoration:none;border-inline-start:3px solid transparent}
.fd-docs-nav a[aria-current=page]{background:${token.colorBgLayout};color:${token.colorTextHeading};font-weight:${token.fontWeightStrong};border-inline-start-color:${token.colorPrimary}}
.fd-docs-article{padding:${token.padding}px;${panel};overflow-wrap:anywhere;box-sizing:border-box;min-height:100vh}
@media (min-width:768px){.fd-docs-article{padding:${token.paddingLG}px}}
.fd-docs-article h1{margin-block:0 ${token.marginSM}px;font-size:${token.fontSizeHeading2}px;color:${token.colorTextHeading}}
.fd-docs-article h2{margin-block:${token.marginLG}px ${token.marginSM}px;font-size:${token.fontSizeHeading4}px;color:${token.colorTextHeading}}
.fd-docs-article a{text-decoration:underline}
.fd-docs-summary{font-size:${token.fontSizeLG}px;color:${token.colorTextSecondary}}
.fd-docs code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:0.9em;padding-inline:4px;border-radius:${token.borderRadiusSM}px;background:${token.colorBgLayout}}
.fd-docs pre{overflow-x:auto;padding:${token.paddingSM}px;border-radius:${token.borderRadius}px;background:${token.colorBgLayout};border:1px solid ${token.colorBorderSecondary}}
.fd-docs pre code{padding:0;background:none;white-space:pre}
.fd-docs-scroll{overflow-x:auto;margin-block:${token.marginSM}px}
.fd-docs table{border-collapse:collapse;width:100%;font-size:${token.fontSizeSM}px}
.fd-docs caption{text-align:start;font-weight:${token.fontWeightStrong};padding-block-end:${token.paddingXS}px;color:${token.colorTextHeading}}
.fd-docs th,.fd-docs td{text-align:start;vertical-align:top;padding:${token.paddingXS}px;border-block-end:1px solid ${token.colorBorderSecondary}}
.fd-docs thead th{background:${token.colorBgLayout}}
.fd-docs-pager{display:flex;flex-wrap:wrap;justify-content:space-between;gap:${token.marginSM}px;margin-block-start:${token.marginLG}px}
.fd-docs-pager a{display:flex;flex-direction:column;padding:${token.paddingSM}px ${token.padding}px;${panel};text-decoration:none;min-width:40%}
.fd-docs-pager small{color:${token.colorTextSecondary}}
.fd-docs-next{margin-inline-start:auto;text-align:end}
`;
}
