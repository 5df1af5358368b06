import { defaultSettings, restoreSettings, SETTINGS_KEY, settingsStore, type Settings } from './settingsStore';

const stored = (): unknown => JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  settingsStore.reload();
});

describe('settingsStore', () => {
  it('starts from the spec defaults: ltr, responsive font sizes, the product light theme, no register', () => {
    expect(settingsStore.get()).toMatchObject({
      direction: 'ltr',
      responsiveFontSizes: true,
      theme: 'FRONTDESK_LIGHT',
      register: '',
    });
  });

  it('reads the stored settings when the app starts', () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ theme: 'UNICORN' }));
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('./settingsStore')>('./settingsStore');
      expect(fresh.settingsStore.get().theme).toBe('UNICORN');
    });
  });

  it('merges a change over the current settings', () => {
    settingsStore.update({ theme: 'ONE_DARK' });
    settingsStore.update({ direction: 'rtl' });
    expect(settingsStore.get()).toEqual({ ...defaultSettings, theme: 'ONE_DARK', direction: 'rtl' });
  });

  it('saves the merged settings to localStorage', () => {
    settingsStore.update({ register: 'Front desk 2' });
    expect(stored()).toEqual({ ...defaultSettings, register: 'Front desk 2' });
  });

  it('tells subscribers about a change', () => {
    const seen: Settings[] = [];
    const sub = settingsStore.changes().subscribe((s) => seen.push(s));
    settingsStore.update({ responsiveFontSizes: false });
    sub.unsubscribe();
    expect(seen.at(-1)?.responsiveFontSizes).toBe(false);
  });

  it('ignores an unknown value in a change', () => {
    settingsStore.update({ theme: 'NEON' as Settings['theme'] });
    expect(settingsStore.get().theme).toBe('FRONTDESK_LIGHT');
  });
});

describe('settings changed in another tab', () => {
  /** What the browser does in this tab when another tab of the app saves its settings. */
  function anotherTabSaves(settings: Partial<Settings>) {
    const newValue = JSON.stringify({ ...defaultSettings, ...settings });
    localStorage.setItem(SETTINGS_KEY, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key: SETTINGS_KEY, newValue, storageArea: localStorage }));
  }

  it('follows its theme, language, direction and font sizes at once', () => {
    const seen: Settings[] = [];
    const sub = settingsStore.changes().subscribe((s) => seen.push(s));
    anotherTabSaves({ theme: 'UNICORN', language: 'es', direction: 'rtl', responsiveFontSizes: false });
    sub.unsubscribe();
    expect(seen.at(-1)).toMatchObject({ theme: 'UNICORN', language: 'es', direction: 'rtl', responsiveFontSizes: false });
  });

  it('keeps its own register, so a sale in progress stays on the register it started on', () => {
    settingsStore.update({ register: 'Front desk' });
    anotherTabSaves({ register: 'Bar', theme: 'ONE_DARK' });
    expect(settingsStore.get()).toMatchObject({ register: 'Front desk', theme: 'ONE_DARK' });
  });

  it('returns to the defaults when the other tab clears its storage', () => {
    settingsStore.update({ theme: 'UNICORN', register: 'Front desk' });
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(settingsStore.get()).toEqual({ ...defaultSettings, register: 'Front desk' });
  });

  it('ignores a change to another key', () => {
    settingsStore.update({ theme: 'UNICORN' });
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ theme: 'ONE_DARK' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something.else', newValue: '1', storageArea: localStorage }));
    expect(settingsStore.get().theme).toBe('UNICORN');
  });
});

describe('restoreSettings', () => {
  it('merges a stored partial over the defaults', () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ direction: 'rtl', register: 'Bar' }));
    expect(restoreSettings()).toEqual({ ...defaultSettings, direction: 'rtl', register: 'Bar' });
  });

  it('falls back to the defaults when the stored text is not JSON', () => {
    localStorage.setItem(SETTINGS_KEY, '{not json');
    expect(restoreSettings()).toEqual(defaultSettings);
  });

  it('falls back to the defaults when the stored JSON is not an object', () => {
    localStorage.setItem(SETTINGS_KEY, '"ONE_DARK"');
    expect(restoreSettings()).toEqual(defaultSettings);
  });

  it('ignores stored values it does not know and keeps the known ones', () => {
    localStorage.setItem(
      SETTINGS_KEY,
      JSON.stringify({ theme: 'NEON', direction: 'up', responsiveFontSizes: 'yes', register: 5, language: 'fr', extra: 1, register2: 'x' }),
    );
    expect(restoreSettings()).toEqual(defaultSettings);
  });

  it('keeps a valid stored value next to an invalid one', () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ theme: 'NEON', responsiveFontSizes: false }));
    expect(restoreSettings()).toEqual({ ...defaultSettings, responsiveFontSizes: false });
  });

  it('returns the defaults when storage cannot be read', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(restoreSettings(blocked)).toEqual(defaultSettings);
  });
});
