import type { PublicToken } from '@frontdesk/shared/public';

/**
 * The home and pricing pages' layout from the theme's tokens, as one style sheet (grids that wrap
 * by width, the FAQ's open and closed questions); plain elements, no antd (docs/decisions/0060).
 */
export function marketingStyles(token: PublicToken): string {
  const panel = `background:${token.colorBgContainer};border:1px solid ${token.colorBorderSecondary};border-radius:${token.borderRadiusLG}px`;
  return `
.fd-marketing{display:flex;flex-direction:column;gap:${token.marginLG * 2}px;max-width:1120px;margin-inline:auto;padding-block-end:${token.paddingLG}px;line-height:${token.lineHeight}}
.fd-marketing h1,.fd-marketing h2,.fd-marketing h3{color:${token.colorTextHeading};margin-block:0 ${token.marginSM}px;line-height:1.3}
.fd-marketing h1{font-size:${Math.round(Number(token.fontSizeHeading2) * 1.25)}px}
.fd-marketing h2{font-size:${token.fontSizeHeading2}px;text-align:center}
.fd-marketing h3{font-size:${token.fontSizeHeading4}px}
.fd-marketing p{margin-block:0}
.fd-lead{font-size:${token.fontSizeLG}px;color:${token.colorTextSecondary};max-width:680px;margin-inline:auto}
.fd-hero{display:flex;flex-direction:column;align-items:center;gap:${token.margin}px;text-align:center;padding-block-start:${token.paddingLG}px}
.fd-hero h1{max-width:760px;margin:0}
.fd-actions{display:flex;flex-wrap:wrap;justify-content:center;align-items:center;gap:${token.marginSM}px}
.fd-cards{display:grid;gap:${token.marginLG}px;grid-template-columns:repeat(auto-fit,minmax(min(100%,280px),1fr))}
.fd-card{${panel};padding:${token.paddingLG}px;display:flex;flex-direction:column;gap:${token.marginSM}px}
.fd-card h3{margin:0}
.fd-card p{color:${token.colorTextSecondary}}
.fd-card-mark{inline-size:40px;block-size:4px;border-radius:2px;background:${token.colorPrimary}}
.fd-faq{display:grid;gap:${token.marginLG}px;grid-template-columns:repeat(auto-fit,minmax(min(100%,360px),1fr));align-items:start}
.fd-faq details{${panel};margin-block-end:${token.marginSM}px}
.fd-faq summary{cursor:pointer;padding:${token.paddingSM}px ${token.padding}px;font-weight:${token.fontWeightStrong};color:${token.colorTextHeading}}
.fd-faq details[open] summary{border-block-end:1px solid ${token.colorBorderSecondary}}
.fd-faq details p{padding:${token.paddingSM}px ${token.padding}px}
.fd-marketing summary:focus-visible,.fd-marketing a:focus-visible{outline:${token.lineWidthFocus}px solid ${token.colorPrimaryBorder};outline-offset:1px}
.fd-plan{height:100%;box-sizing:border-box}
.fd-plan-popular{border-color:${token.colorPrimary};box-shadow:0 0 0 1px ${token.colorPrimary}}
.fd-plan header{display:flex;align-items:center;justify-content:space-between;gap:${token.marginSM}px}
.fd-plan h2{text-align:start;font-size:${token.fontSizeHeading3}px;margin:0}
.fd-badge{font-size:${token.fontSizeSM}px;padding:0 ${token.paddingXS}px;border-radius:${token.borderRadiusSM}px;border:1px solid ${token.colorPrimaryBorder};color:${token.colorTextHeading};background:${token.colorBgLayout}}
.fd-price{font-size:${token.fontSizeHeading2}px;font-weight:${token.fontWeightStrong};color:${token.colorTextHeading}}
.fd-plan ul{list-style:none;margin:0;padding:0;flex:1}
.fd-plan li{padding-block:${token.paddingXXS}px}
.fd-plan li::before{content:"✓";color:${token.colorPrimary};margin-inline-end:${token.paddingXS}px}
`;
}
