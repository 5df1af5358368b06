import { lazy, type ComponentType } from 'react';

/**
 * A component drawn with antd, fetched when first shown together with antd's theme provider around
 * it: a public page's rare states (a crash, a page still being built) look like the rest of the app
 * in the visitor's theme, while the page itself leaves antd out of its download. Inside the app the
 * provider is already there, and the inner one changes nothing.
 */
export function lazyWithAntd<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { AntdProvider }] = await Promise.all([load(), import('./AntdProvider')]);
    function WithAntd(props: P) {
      return (
        <AntdProvider>
          <Component {...props} />
        </AntdProvider>
      );
    }
    return { default: WithAntd };
  });
}
