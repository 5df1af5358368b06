// ESLint over every package (scripts/lint.mjs runs it in the test line; decision 0037). The
// recommended rules of ESLint and typescript-eslint, and React's rules of hooks; type-aware rules
// are left to the type check (scripts/typecheck.mjs), which already reads every file once.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/test-results/**', '**/playwright-report/**', '**/coverage/**', 'bench/.out/**', '**/.cache/**'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // a name that starts with _ is one the code takes and does not use on purpose (a tuple's first, a rest's sibling)
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // TypeScript resolves every name (the type check)
      'no-undef': 'off',
    },
  },
  {
    // scripts, builds and benchmarks run in Node; a benchmark's page.evaluate bodies run in the browser
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // CommonJS files (jest's configs and presets) require by nature
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
