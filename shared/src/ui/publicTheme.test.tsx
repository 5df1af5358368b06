import { act, renderHook } from '@testing-library/react';
import { useContext, type ReactNode } from 'react';
import { mediaQueries } from '../hooks/useMediaQuery';
import { settingsStore, themeNames } from '../settings/settingsStore';
import { fakeMedia } from '../testing/fakeMedia';
import { AntdProvider } from './AntdProvider';
import { ConfigProvider, theme } from './antd';
import { derivePublicThemes, pickPublicToken } from './derivePublicThemes';
import { usePublicToken, type PublicToken } from './publicTheme';
import { publicThemes } from './publicThemes.generated';

let media: ReturnType<typeof fakeMedia>;
beforeEach(() => {
  media = fakeMedia();
});
afterEach(() => {
  media.restore();
  act(() => {
    settingsStore.update({ theme: 'FRONTDESK_LIGHT', responsiveFontSizes: false });
  });
});

/** The same tokens as the app's antd gives them under the app's theme provider (AntdProvider). */
function useAntdTokens(): PublicToken {
  const { token } = theme.useToken();
  const { theme: config } = useContext(ConfigProvider.ConfigContext);
  return pickPublicToken(token, config);
}

const inApp = ({ children }: { children: ReactNode }) => <AntdProvider>{children}</AntdProvider>;

describe('the public pages’ theme tokens', () => {
  it('are what antd derives from the themes today (when this fails: pnpm tokens:public)', () => {
    expect(publicThemes).toEqual(derivePublicThemes());
  });

  it.each(themeNames)('in %s, are the tokens antd gives the app, headings shrunk on a narrow screen and motion off as the system asks', (name) => {
    act(() => {
      settingsStore.update({ theme: name, responsiveFontSizes: true });
    });
    const { result } = renderHook(() => ({ public: usePublicToken(), antd: useAntdTokens() }), { wrapper: inApp });
    const check = () => expect(result.current.public).toEqual(result.current.antd);
    check();
    const normalHeading = Number(result.current.public.fontSizeHeading3);

    act(() => media.set(mediaQueries.narrow, true));
    expect(Number(result.current.public.fontSizeHeading3)).toBeLessThan(normalHeading);
    check();

    act(() => media.set(mediaQueries.reducedMotion, true));
    expect(result.current.public.motionDurationMid).toBe('0s');
    check();

    // responsive font sizes off: a narrow screen keeps the headings' size
    act(() => {
      settingsStore.update({ responsiveFontSizes: false });
    });
    expect(result.current.public.fontSizeHeading3).toBe(normalHeading);
    check();
  });

  it('follow a change of theme at once', () => {
    act(() => {
      settingsStore.update({ theme: 'LIGHT' });
    });
    const { result } = renderHook(() => usePublicToken());
    const light = result.current.colorBgContainer;
    act(() => {
      settingsStore.update({ theme: 'ONE_DARK' });
    });
    expect(result.current.colorBgContainer).not.toBe(light);
    expect(result.current.colorBgContainer).toBe(publicThemes.ONE_DARK.token.colorBgContainer);
  });
});
