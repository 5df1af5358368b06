// The shell's chunks fetched after the first render (docs/decisions/0013-first-visit.md). Each
// import starts once; preloading starts them before React asks, so they load side by side instead
// of one after another (layout, then the remote's area, then the remote).

const once = <T>(load: () => Promise<T>) => {
  let promise: Promise<T> | null = null;
  return () => (promise ??= load());
};

export const importAppLayout = once(() => import('../features/layout/components/AppLayout'));
export const importAccountPage = once(() => import('../features/account/components/AccountPage'));
export const importSignpadPanel = once(() => import('../features/signpad/components/SignpadPanel'));
export const importRemoteArea = once(() => import('../features/remotes/components/RemoteArea'));
export const importNotFoundPage = once(() => import('../features/notFound/components/NotFoundPage'));

/** A stored session is being restored: the signed-in chrome and a remote's area will be needed. */
export function preloadSignedIn(): void {
  void importAppLayout();
  void importRemoteArea();
}
