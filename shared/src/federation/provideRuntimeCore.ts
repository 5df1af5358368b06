// A federation runtime plugin of the shell: it lends the shell's own federation runtime core to
// the remotes, whose production builds leave theirs out (`externalRuntime`, shared/build/federation.mjs),
// so a page with a remote ships the runtime once. Not `provideExternalRuntime`: its plugin reaches
// the core through a CommonJS path and ships a second, whole copy (+85 KiB; docs/decisions/0005).
// This one imports the very module the shell's runtime runs (same file, same instance).
import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/** The global a remote built with `externalRuntime` reads its runtime core from. */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

type RuntimeCoreHolder = { [RUNTIME_CORE_GLOBAL]?: typeof runtimeCore };

export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'frontdesk-provide-runtime-core',
    beforeInit(args) {
      const holder = runtimeCore.Global as unknown as RuntimeCoreHolder;
      // the first federated app on the page lends its core; the shell starts first
      holder[RUNTIME_CORE_GLOBAL] ??= runtimeCore;
      return args;
    },
  };
}
