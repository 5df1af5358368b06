// The boundaries the READMEs promise, checked on every run of the test line (scripts/lint.mjs;
// docs/decisions/0037-checked-boundaries.md). A rule here is a fact about the tree, not a wish: the
// tree passes it, and an import that breaks it fails the line.

/** A remote, the shell or the kit: where a feature folder lives. */
const FRONTEND = '(shell|mfe-[a-z]+)';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'No module imports itself through others (type-only imports count: a cycle of types is still one unit).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-cross-feature-imports',
      comment:
        "A feature imports itself, its package's src/common/, the kit and the API's types — never another feature. " +
        'What two features share moves to src/common/; pages are composed by src/routes.tsx and src/app/.',
      severity: 'error',
      from: { path: `^${FRONTEND}/src/features/([^/]+)/` },
      to: { path: `^${FRONTEND}/src/features/`, pathNot: [`^$1/src/features/$2/`] },
    },
    {
      name: 'common-imports-no-feature',
      comment: "A package's src/common/ is below its features: it never imports one.",
      severity: 'error',
      from: { path: `^${FRONTEND}/src/common/` },
      to: { path: `^${FRONTEND}/src/features/` },
    },
    {
      name: 'no-remote-to-remote',
      comment: 'A remote is deployed on its own: it imports the kit, never another remote or the shell.',
      severity: 'error',
      from: { path: '^(mfe-[a-z]+|shell)/' },
      to: { path: '^(mfe-[a-z]+|shell)/', pathNot: ['^$1/'] },
    },
    {
      name: 'kit-imports-no-app',
      comment: 'shared is the kit every package builds on: it imports no remote and no shell.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(mfe-[a-z]+|shell)/' },
    },
    {
      name: 'browser-reads-only-api-schemas',
      comment: 'The kit, the shell and the remotes know the API through its schemas (@frontdesk/api/schemas): types, never server code.',
      severity: 'error',
      from: { path: `^(shared|${FRONTEND.slice(1, -1)})/` },
      to: {
        path: '^api/src/',
        pathNot: [
          '^api/src/schemas\\.ts$',
          '^api/src/http/(errors|paging|money|dayRange)\\.ts$',
          '^api/src/modules/[a-z]+/schemas\\.ts$',
          '^api/src/modules/[a-z]+/[a-zA-Z]+Schemas\\.ts$',
          // the docs' reference pages: the variables' list and the calls read from the OpenAPI document (data, no server code)
          '^api/src/configVariables\\.ts$',
          '^api/src/http/(openapiCalls|apiCalls\\.generated)\\.ts$',
        ],
      },
    },
    {
      name: 'money-rules-stand-alone',
      comment: '@frontdesk/money is imported by the browser and the server: it imports nothing of either.',
      severity: 'error',
      from: { path: '^money/' },
      to: { path: '^(api|shared|shell|mfe-[a-z]+)/' },
    },
    {
      name: 'api-imports-no-frontend',
      comment: "The server imports no frontend code but the route table, the one source of the pages' paths it serves.",
      severity: 'error',
      from: { path: '^api/' },
      to: { path: `^(${FRONTEND.slice(1, -1)}|shared)/`, pathNot: ['^shared/src/routes/routeTable\\.ts$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|/dist/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
