import { Type, type Static } from '@sinclair/typebox';

/** The legacy desktop site, per environment; the shell picks one by its host name. */
export const DesktopSites = Type.Object({ live: Type.String(), stage: Type.String(), dev: Type.String() });
export type DesktopSites = Static<typeof DesktopSites>;

/** GET /config.json: the runtime configuration every page reads at start (README "Remotes"), set per environment. */
export const RuntimeConfig = Type.Object({
  /** shows the template sections (management, projects, mail, …) */
  demo: Type.Boolean(),
  desktopSites: DesktopSites,
  /** analytics measurement id; empty means no analytics at all */
  analyticsId: Type.String(),
  /**
   * cards go through the built-in test processor (PAYMENT_PROVIDER=test), which approves any
   * valid-looking card and moves no money: the desk and the pay page say "test mode"
   */
  testMode: Type.Boolean(),
});
export type RuntimeConfig = Static<typeof RuntimeConfig>;
