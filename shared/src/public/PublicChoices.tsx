import type { ReactNode } from 'react';
import { usePublicToken } from '../ui/publicTheme';

export type PublicChoice = {
  value: string;
  /** what is chosen ("Full groom", "9:30 AM") */
  label: ReactNode;
  /** a line under it ("1 h · $85.00") */
  detail?: ReactNode;
  /** at the end of the row (a price); the list layout only */
  aside?: ReactNode;
  /** before the label (a staff member's colour dot: decoration, the label says who) */
  marker?: ReactNode;
  /** still a choice, but one with little on offer (a closed or full day): drawn faint, its detail says why */
  faint?: boolean;
};

type Props = {
  /** the list's accessible name ("Times on Tuesday, March 12") */
  label: string;
  choices: readonly PublicChoice[];
  /** the value chosen, shown pressed */
  value?: string | null;
  onChoose: (value: string) => void;
  /** list: full-width rows (services, people); grid: compact buttons that wrap (days, times) */
  layout?: 'list' | 'grid';
  /** a change is on its way: nothing can be chosen, the chosen one says it is busy */
  busy?: boolean;
};

/** The kit's class: its buttons are styled under it. */
const CHOICES = 'frontdesk-public-choices';

/**
 * A public page's one-of choice that moves the visitor on (a service, a day, a free time): a list
 * of big buttons, the chosen one pressed (aria-pressed). Plain buttons in a list, so a phone's tap,
 * the keyboard's Tab and Enter and a screen reader's "list, 6 items" all work as the browser's
 * own, styled from the theme's tokens. Not antd's Radio.Group, which a public page's first visit
 * does not carry (docs/decisions/0016-public-forms.md).
 */
export function PublicChoices({ label, choices, value = null, onChoose, layout = 'list', busy = false }: Props) {
  const token = usePublicToken();
  const css =
    `.${CHOICES}{list-style:none;margin:0 0 ${token.marginLG}px;padding:0;display:grid;gap:${token.marginSM}px}` +
    `.${CHOICES}.grid{grid-template-columns:repeat(auto-fill,minmax(96px,1fr))}` +
    `.${CHOICES} button{box-sizing:border-box;width:100%;min-height:${token.controlHeightLG + 4}px;display:flex;align-items:center;gap:${token.marginSM}px;font:inherit;text-align:start;color:${token.colorText};background:${token.colorBgContainer};border:1px solid ${token.colorBorder};border-radius:${token.borderRadius}px;padding:${token.paddingXS}px ${token.paddingSM}px;cursor:pointer;transition:border-color ${token.motionDurationMid}}` +
    `.${CHOICES}.grid button{justify-content:center;text-align:center}` +
    `.${CHOICES} button:hover{border-color:${token.colorPrimaryHover};color:${token.colorPrimaryHover}}` +
    `.${CHOICES} button[aria-pressed=true]{color:${token.buttonPrimaryColor};background:${token.colorPrimary};border-color:${token.colorPrimary}}` +
    `.${CHOICES} button:focus-visible{outline:${token.lineWidthFocus}px solid ${token.colorPrimaryBorder};outline-offset:1px}` +
    `.${CHOICES} button:disabled{cursor:not-allowed;opacity:.65}` +
    `.${CHOICES} button.faint:not([aria-pressed=true]){border-style:dashed;background:transparent;color:${token.colorTextSecondary}}` +
    `.${CHOICES} .main{flex:1;display:flex;flex-direction:column}` +
    `.${CHOICES} .detail{font-size:${token.fontSizeSM}px;opacity:.85}`;
  return (
    <>
      <style>{css}</style>
      <ul className={`${CHOICES} ${layout}`} aria-label={label} aria-busy={busy || undefined} role="list">
        {choices.map((choice) => {
          const chosen = choice.value === value;
          return (
            <li key={choice.value}>
              <button
                type="button"
                className={choice.faint ? 'faint' : undefined}
                aria-pressed={chosen}
                aria-busy={(busy && chosen) || undefined}
                disabled={busy}
                onClick={() => onChoose(choice.value)}
              >
                {choice.marker}
                <span className="main">
                  <span>{choice.label}</span>
                  {choice.detail ? <span className="detail">{choice.detail}</span> : null}
                </span>
                {choice.aside && layout === 'list' ? <span>{choice.aside}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
