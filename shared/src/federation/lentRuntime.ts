// What the shell lends a remote's production container: the runtime core, and the bundler
// runtime's functions (consumes, sharing, init). They take the container's own webpack require as
// an argument and keep no state, so one copy serves every container on the page; each container
// still has its own federation object, instance and share scope (borrowedBundlerRuntime.ts).
// See docs/decisions/0005-one-federation-runtime.md.

/** The global a remote built with `externalRuntime` reads its runtime core from (the federation plugin's name). */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** The global a container reads the shell's bundler runtime from. */
export const BUNDLER_RUNTIME_GLOBAL = '_FRONTDESK_BUNDLER_RUNTIME';

/** The federation object webpack puts on `__webpack_require__.federation`, as far as it is lent. */
export type LentBundlerRuntime = {
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap?: unknown;
};

export type LentRuntimeHolder = { [BUNDLER_RUNTIME_GLOBAL]?: LentBundlerRuntime };
