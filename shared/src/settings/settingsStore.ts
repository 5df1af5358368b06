import { BehaviorSubject, type Observable } from 'rxjs';
import { browserStorage } from './browserStorage';

export const themeNames = ['LIGHT', 'ONE_DARK', 'UNICORN', 'FRONTDESK_LIGHT'] as const;
export type ThemeName = (typeof themeNames)[number];
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];
/** Each language in its own name (never translated: a reader finds their language by it). */
export const languageNames: Record<Language, string> = { en: 'English', es: 'Español' };
export type Direction = 'ltr' | 'rtl';

/** App settings (spec §3), kept in localStorage and merged over these defaults. */
export type Settings = {
  direction: Direction;
  responsiveFontSizes: boolean;
  theme: ThemeName;
  register: string;
  language: Language;
};

export const defaultSettings: Settings = {
  direction: 'ltr',
  responsiveFontSizes: true,
  theme: 'FRONTDESK_LIGHT',
  register: '',
  language: 'en',
};

export const SETTINGS_KEY = 'frontdesk.settings';

// Stored values are user-editable text: keep only the fields and values we know.
function sanitize(raw: unknown): Partial<Settings> {
  if (!raw || typeof raw !== 'object') return {};
  const r = raw as Record<string, unknown>;
  const out: Partial<Settings> = {};
  if (r.direction === 'ltr' || r.direction === 'rtl') out.direction = r.direction;
  if (typeof r.responsiveFontSizes === 'boolean') out.responsiveFontSizes = r.responsiveFontSizes;
  if (themeNames.includes(r.theme as ThemeName)) out.theme = r.theme as ThemeName;
  if (typeof r.register === 'string') out.register = r.register;
  if (languages.includes(r.language as Language)) out.language = r.language as Language;
  return out;
}

export function restoreSettings(storage: Storage | undefined = browserStorage('local')): Settings {
  try {
    const text = storage?.getItem(SETTINGS_KEY);
    return { ...defaultSettings, ...sanitize(text ? JSON.parse(text) : {}) };
  } catch {
    return { ...defaultSettings };
  }
}

const settings$ = new BehaviorSubject<Settings>(restoreSettings());

export const settingsStore = {
  get(): Settings {
    return settings$.value;
  },
  changes(): Observable<Settings> {
    return settings$.asObservable();
  },
  /** Merges a change over the current settings and saves the result. */
  update(change: Partial<Settings>): Settings {
    const next = { ...settings$.value, ...sanitize(change) };
    try {
      browserStorage('local')?.setItem(SETTINGS_KEY, JSON.stringify(next));
    } catch {
      // storage full or blocked (private mode): the change still applies for this visit
    }
    settings$.next(next);
    return next;
  },
  /** Re-reads localStorage (tests). */
  reload(): Settings {
    const next = restoreSettings();
    settings$.next(next);
    return next;
  },
};

/**
 * The settings another tab's change carries over live: how the app looks and reads. The register
 * stays this tab's own until it is reloaded, so a sale in progress here never moves to the register
 * another tab has just picked.
 */
const followedAcrossTabs = ['direction', 'responsiveFontSizes', 'theme', 'language'] as const satisfies readonly (keyof Settings)[];

function followOtherTab(event: StorageEvent): void {
  // key null: the other tab cleared its storage (the defaults apply again)
  if (event.key !== SETTINGS_KEY && event.key !== null) return;
  const stored = restoreSettings();
  const next = { ...settings$.value };
  for (const key of followedAcrossTabs) Object.assign(next, { [key]: stored[key] });
  settings$.next(next);
}

// a storage event reaches every other document of the origin when one changes localStorage
globalThis.window?.addEventListener('storage', followOtherTab);
