// A remote's production container puts this module where the federation plugin's entry imports
// `@module-federation/webpack-bundler-runtime/bundler` (shared/build/webpack.mjs): instead of its
// own copy of the bundler runtime (~9 KB, with the sdk and error texts it imports), the container
// uses the shell's (lent by provideRuntime.ts). Per container, as in the package: the federation
// object, its `runtime` (which holds the container's instance), the share-scope holder `S`, and
// `initContainerEntry`, which the shell (exposing nothing) is built without.
// docs/decisions/0005-one-federation-runtime.md
import * as runtime from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL, type LentRuntimeHolder } from './lentRuntime';

const lent = (globalThis as LentRuntimeHolder)[BUNDLER_RUNTIME_GLOBAL];
if (!lent) {
  throw new Error('This remote runs inside the Frontdesk shell, which lends it the federation runtime; none was found.');
}

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...lent.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: lent.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
