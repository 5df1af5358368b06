// The folders of the API and of the kit in layers, checked on every run of the test line
// (scripts/lint.mjs; decisions 0037 and 0038): no two folders of api/src, and no two of
// shared/src, import each other, directly or round a longer loop (the layers: api/README.md and
// shared/README.md). Run over the code that ships: a test imports its package's test kit, which
// builds the whole server to run it (api/src/testing/) or renders in the kit's providers from ui/
// (shared/src/testing/), so tests and the test kits are left out here; the file rules
// (.dependency-cruiser.cjs) still read them.
const { options } = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycles',
      comment:
        'A folder is a layer: if a file in A imports one in B, nothing in B (or in what B imports) imports A. ' +
        'What both need moves down a layer (api/README.md "How the code is laid out", shared/README.md "Layers"); ' +
        "what composes them moves up (server.ts, jobHandlers.ts; the kit's auth/ over api/ and session/).",
      severity: 'error',
      scope: 'folder',
      from: { path: '^(api|shared)/src/' },
      to: { circular: true },
    },
  ],
  options: { ...options, exclude: { path: `${options.exclude.path}|\\.test\\.ts$|^api/src/testing/|\\.test\\.tsx?$|^shared/src/testing/` } },
};
