// A federation runtime plugin of the shell: it lends the shell's own federation runtime to the
// remotes, whose production builds leave theirs out, so a page with a remote ships it once
// (docs/decisions/0005-one-federation-runtime.md):
// - the runtime core, which a container built with `externalRuntime` reads from a global
//   (shared/build/federation.mjs). Not `provideExternalRuntime`: its plugin reaches the core
//   through a CommonJS path and ships a second, whole copy (+85 KiB). This one imports the very
//   module the shell's runtime runs (same file, same instance).
// - the bundler runtime's functions, which stand in for a container's own copy
//   (borrowedBundlerRuntime.ts, put in place by shared/build/webpack.mjs).
import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';
import { BUNDLER_RUNTIME_GLOBAL, RUNTIME_CORE_GLOBAL, type LentBundlerRuntime, type LentRuntimeHolder } from './lentRuntime';

type RuntimeCoreHolder = { [RUNTIME_CORE_GLOBAL]?: typeof runtimeCore } & LentRuntimeHolder;

// the shell's webpack require: its federation object holds the bundler runtime the shell runs
declare const __webpack_require__: { federation: LentBundlerRuntime };

export default function provideRuntime(): ModuleFederationRuntimePlugin {
  return {
    name: 'frontdesk-provide-runtime',
    beforeInit(args) {
      const holder = runtimeCore.Global as unknown as RuntimeCoreHolder;
      // the first federated app on the page lends its runtime; the shell starts first
      holder[RUNTIME_CORE_GLOBAL] ??= runtimeCore;
      const { bundlerRuntime, attachShareScopeMap } = __webpack_require__.federation;
      holder[BUNDLER_RUNTIME_GLOBAL] ??= { bundlerRuntime, attachShareScopeMap };
      return args;
    },
  };
}
