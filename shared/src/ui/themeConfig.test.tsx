import { act, renderHook } from '@testing-library/react';
import { mediaQueries } from '../hooks/useMediaQuery';
import { settingsStore } from '../settings/settingsStore';
import { fakeMedia } from '../testing/fakeMedia';
import { useThemeConfig } from './themeConfig';
import { themes } from './themes';

const { reducedMotion: REDUCED, narrow: NARROW } = mediaQueries;

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
