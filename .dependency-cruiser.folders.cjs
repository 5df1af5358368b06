// The API's folders in layers, checked on every run of the test line (scripts/lint.mjs; decisions
// 0037 and 0038): no two folders of api/src import each other, directly or round a longer loop. Run over the code that
// ships: a test imports the test kit, which builds the whole server to run it (api/src/testing/),
// so tests and the kit are left out here; the file rules (.dependency-cruiser.cjs) still read them.
const { options } = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycles',
      comment:
        'A folder is a layer: if a file in A imports one in B, nothing in B (or in what B imports) imports A. ' +
        'What both need moves down a layer (api/README.md "How the code is laid out"); what composes them moves up (server.ts, jobHandlers.ts).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^api/src/' },
      to: { circular: true },
    },
  ],
  options: { ...options, exclude: { path: `${options.exclude.path}|\\.test\\.ts$|^api/src/testing/` } },
};
