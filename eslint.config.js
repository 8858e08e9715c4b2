import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Floors (docs/decisions/057-floors-checked-by-lint.md). A floor imports its own floor or the
// floors below it, never one above; a feature reaches another only through its index.ts.

/**
 * Which server feature may import which (through its index.ts). Acyclic, so that no two features
 * lean on each other (checked by apps/server/src/floors.lint.test.ts). A new edge goes here, and
 * only if it keeps the table acyclic.
 */
export const serverFeatureImports = {
  activity: [],
  auth: [],
  complaints: ['notifications', 'staff'],
  dashboards: ['complaints', 'profile'],
  email: [],
  exports: [],
  fees: ['notifications'],
  gate: ['guardians', 'leave'],
  guardians: ['email'],
  hostels: [],
  imports: ['auth', 'guardians', 'hostels', 'residencies', 'rooms', 'students'],
  leave: ['auth', 'fees', 'guardians'],
  mess: ['fees'],
  notices: [],
  notifications: [],
  'password-reset': ['auth', 'email'],
  profile: ['hostels', 'students'],
  reports: ['complaints', 'fees'],
  residencies: ['fees', 'notifications', 'students'],
  'roll-call': ['guardians'],
  'room-requests': ['notifications', 'residencies'],
  rooms: ['hostels', 'residencies'],
  settings: [],
  staff: ['auth'],
  students: ['auth'],
};

/**
 * The core floor's folders in ranks, lowest first: a folder imports its own files and folders of
 * lower ranks, so core has no folder cycles either. A new core folder gets a rank here.
 */
export const serverCoreRanks = [
  ['config', 'errors', 'csv', 'jobs'],
  ['db', 'http', 'scope'],
  ['cache', 'audit', 'notify'],
  ['paging'],
];

/** A micromatch pattern matching any of the names. */
const oneOf = (names) => (names.length === 1 ? names[0] : `{${names.join(',')}}`);

/** Each feature to the features the table lets it import, through their index.ts. */
const serverFeatureEdges = Object.entries(serverFeatureImports)
  .filter(([, others]) => others.length > 0)
  .map(([name, others]) => ({
    from: { element: { type: 'server-feature', captured: { name } } },
    to: {
      element: {
        type: 'server-feature',
        captured: { name: oneOf(others) },
        fileInternalPath: 'index.ts',
      },
    },
  }));

/** Each core folder to the core folders of lower ranks. */
const serverCoreEdges = serverCoreRanks.slice(1).map((rank, index) => ({
  from: { element: { type: 'server-core', captured: { name: oneOf(rank) } } },
  to: {
    element: {
      type: 'server-core',
      captured: { name: oneOf(serverCoreRanks.slice(0, index + 1).flat()) },
    },
  },
}));

const typeScriptResolver = createTypeScriptImportResolver({
  project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json'],
  noWarnOnMultipleProjects: true,
});

const throughIndex = { element: { type: 'server-feature', fileInternalPath: 'index.ts' } };

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'data-bench/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Text people type (names, notices, complaints, leave reasons) is only ever shown as text.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
        },
        {
          selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
        },
      ],
    },
  },
  {
    // Command-line tools and tests talk to a person on the terminal.
    files: [
      'scripts/**',
      'e2e/**',
      '**/*.test.{ts,tsx}',
      '**/test/**',
      'apps/server/seed/**',
      'apps/server/bench/**',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    name: 'floors/settings',
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'import/resolver': {
        typescript: {
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
      },
      'import-x/resolver-next': [typeScriptResolver],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/legacy-templates': false,
      'boundaries/elements': [
        // Paths from the repository root. A file belongs to the first element whose folder holds
        // it: the shell and the web app are what is left of src.
        ...['core', 'features', 'operations'].map((floor) => ({
          type: `server-${floor === 'features' ? 'feature' : floor === 'operations' ? 'operation' : floor}`,
          pattern: `apps/server/src/${floor}/*`,
          capture: ['name'],
          partialMatch: false,
        })),
        { type: 'server-test', pattern: 'apps/server/src/test', partialMatch: false },
        { type: 'server-shell', pattern: 'apps/server/src', partialMatch: false },
        {
          type: 'web-shared',
          pattern: 'apps/web/src/{lib,config,hooks,components}',
          capture: ['name'],
          partialMatch: false,
        },
        {
          type: 'web-feature',
          pattern: 'apps/web/src/features/*',
          capture: ['name'],
          partialMatch: false,
        },
        { type: 'web-testing', pattern: 'apps/web/src/testing', partialMatch: false },
        { type: 'web-app', pattern: 'apps/web/src', partialMatch: false },
      ],
    },
  },
  {
    // Tests and test support may reach what they test; the floors hold for product code.
    name: 'floors/product-code',
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/server/src/test/**', 'apps/web/src/testing/**'],
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{ from.element.path }} may not import {{ to.element.path }}/{{ to.element.fileInternalPath }}: see the floors in eslint.config.js and docs/decisions/057-floors-checked-by-lint.md.',
          policies: [
            // A file imports the files of its own element (core folder, feature, operation...).
            { allow: { dependency: { relationship: { to: 'internal' } } } },
            { allow: serverCoreEdges },
            {
              from: { element: { type: 'server-feature' } },
              allow: [{ to: { element: { type: 'server-core' } } }, ...serverFeatureEdges],
            },
            {
              from: { element: { type: 'server-operation' } },
              allow: [
                { to: { element: { type: 'server-core' } } },
                { to: { element: { type: 'server-operation' } } },
                { to: throughIndex },
              ],
            },
            {
              from: { element: { type: 'server-shell' } },
              allow: [
                { to: { element: { type: 'server-shell' } } },
                { to: { element: { type: 'server-core' } } },
                { to: { element: { type: 'server-operation' } } },
                { to: throughIndex },
              ],
            },
            {
              from: { element: { type: 'web-shared' } },
              allow: { to: { element: { type: 'web-shared' } } },
            },
            {
              from: { element: { type: 'web-feature' } },
              allow: { to: { element: { type: 'web-shared' } } },
            },
            {
              from: { element: { type: 'web-app' } },
              allow: [
                { to: { element: { type: 'web-app' } } },
                { to: { element: { type: 'web-shared' } } },
                { to: { element: { type: 'web-feature' } } },
              ],
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    name: 'floors/feature-index-exports-no-repository',
    files: ['apps/server/src/features/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportNamedDeclaration[source.value=/-(repository|queries)(\\.js)?$/]',
          message:
            "A feature's index.ts exports services, route plugins and types, never a repository's or a query file's exports.",
        },
        {
          selector: 'ExportAllDeclaration[source.value=/-(repository|queries)(\\.js)?$/]',
          message:
            "A feature's index.ts exports services, route plugins and types, never a repository's or a query file's exports.",
        },
      ],
    },
  },
  {
    // Starting servers and scratch databases for the benchmark lives in apps/server/harness. The
    // benchmark's own tests are tests, and build their data with the test factories.
    name: 'floors/bench-never-imports-test-code',
    files: ['apps/server/bench/**/*.ts'],
    ignores: ['apps/server/bench/**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [typeScriptResolver] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/bench',
              from: './apps/server/src/test',
            },
          ],
        },
      ],
    },
  },
);
