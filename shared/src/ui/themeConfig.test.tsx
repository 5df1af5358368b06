import { act, renderHook } from '@testing-library/react';
import { settingsStore } from '../settings/settingsStore';
import { useThemeConfig } from './themeConfig';
import { themes } from './themes';

/** A window.matchMedia whose answers the test sets, telling listeners when one changes. */
function fakeMedia(initial: Record<string, boolean>) {
  const matches = { ...initial };
  const listeners = new Map<string, Set<() => void>>();
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return matches[query] ?? false;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => {
        if (!listeners.has(query)) listeners.set(query, new Set());
        listeners.get(query)!.add(listener);
      },
      removeEventListener: (_: string, listener: () => void) => listeners.get(query)?.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    set(query: string, value: boolean) {
      matches[query] = value;
      listeners.get(query)?.forEach((listener) => listener());
    },
    restore: () => {
      window.matchMedia = original;
    },
  };
}

const REDUCED = '(prefers-reduced-motion: reduce)';
const NARROW = '(max-width: 767.98px)';

let media: ReturnType<typeof fakeMedia>;
afterEach(() => {
  media.restore();
  settingsStore.update({ theme: 'LIGHT', responsiveFontSizes: false });
});

describe('useThemeConfig', () => {
  it('turns antd’s motion off while the system asks for reduced motion, and back on when it stops', () => {
    media = fakeMedia({ [REDUCED]: true });
    const { result } = renderHook(() => useThemeConfig());
    expect(result.current.token?.motion).toBe(false);
    act(() => media.set(REDUCED, false));
    expect(result.current.token?.motion).not.toBe(false);
  });

  it('keeps the chosen theme’s tokens, and shrinks headings on a narrow screen only with responsive font sizes on', () => {
    media = fakeMedia({ [NARROW]: true });
    act(() => {
      settingsStore.update({ theme: 'ONE_DARK', responsiveFontSizes: false });
    });
    const { result } = renderHook(() => useThemeConfig());
    expect(result.current.token?.colorPrimary).toBe(themes.ONE_DARK.token?.colorPrimary);
    expect(result.current.token?.fontSizeHeading1).toBe(themes.ONE_DARK.token?.fontSizeHeading1);
    act(() => {
      settingsStore.update({ responsiveFontSizes: true });
    });
    expect(result.current.token?.fontSizeHeading1).toBe(28);
    act(() => media.set(NARROW, false));
    expect(result.current.token?.fontSizeHeading1).toBe(themes.ONE_DARK.token?.fontSizeHeading1);
  });
});
