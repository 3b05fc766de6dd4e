import fs from 'node:fs';
import js from '@eslint/js';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import { tsImport } from 'tsx/esm/api';
import tseslint from 'typescript-eslint';

// The description of the remotes is TypeScript, which this plain-JS config can load only through tsx.
const { REMOTES } = await tsImport('./shared/src/federation/remote-modules.ts', import.meta.url);
const remotes = REMOTES.map((remote) => remote.folder);
const apps = ['shell', ...remotes];
const pkg = (folder) => `@rental/${folder}`;
const relative = (folder) => [`**/../${folder}`, `**/../${folder}/**`];

const valtio = {
  group: ['valtio', 'valtio/*'],
  message: 'Only the cart store (shared/src/cart) imports valtio.',
};

const router = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: 'Import the router from @rental/shared/routes/router.ts: that module is the federated singleton.',
};

/** The federated singletons of `shared` (build-config/shared-singletons.ts reads the same list). */
const statefulSharedModules = JSON.parse(
  fs.readFileSync(new URL('./shared/src/federation/stateful-shared-modules.json', import.meta.url), 'utf8'),
);
const sharedSingletons = {
  group: statefulSharedModules.flatMap((module) => [`**/../${module}`, `./${module.split('/')[1]}`]),
  message:
    'Import the federated singletons by package path (@rental/shared/…): a relative import skips the share, and a remote gets a second copy.',
};

/** Who may import whom (docs/architecture.md#dependencies). One rule per area, listing everything that area must not import. */
function boundaries(files, forbiddenFolders, extra, message) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: forbiddenFolders.flatMap((folder) => [
                pkg(folder),
                `${pkg(folder)}/*`,
                ...relative(folder),
              ]),
              message,
            },
            ...extra,
          ],
        },
      ],
    },
  };
}

const frontEndSources = [
  'shell/src/**/*.{ts,tsx}',
  'mf-*/src/**/*.{ts,tsx}',
  'shared/src/**/*.{ts,tsx}',
  'ops/src/**/*.{ts,tsx}',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read the environment only in the app config module.',
        },
      ],
    },
  },
  {
    files: frontEndSources,
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: '19.3' } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // excalidraw's rule: every visible text goes through t().
      'react/jsx-no-literals': [
        'error',
        {
          noStrings: false,
          ignoreProps: true,
          allowedStrings: ['×', '−', '+', '·', '/', ':', ',', '(', ')', '©'],
        },
      ],
    },
  },
  {
    // No import cycles inside a workspace (the boundaries below keep cycles between workspaces out): a module
    // must not import one that leads back to it. Imports of another workspace count as external and are not
    // followed, which keeps the rule fast. Type-only imports are erased at run time, so they are not counted.
    files: ['{shared,api,shell,mf-*,ops,release-tools,e2e}/**/*.{ts,tsx}'],
    // Nothing imports a test, so no test can be part of a cycle.
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/extensions': ['.ts', '.tsx'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The API's layers (docs/architecture.md#api-server): configuration at the bottom turns the environment
    // into plain data; the database, HTTP helpers, cross-cutting plugins and features never reach up into
    // site serving or the composition (app.ts, composition/, server.ts). Tests, and what they share, build
    // the whole app to reach a layer through it, as a client does.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts', 'api/src/**/testing/**'],
    plugins: { import: importPlugin },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./api/src/config.ts', './api/src/config', './api/src/api-folders.ts'],
              from: './api/src',
              except: ['./config.ts', './config', './api-folders.ts'],
              message: 'Configuration is the bottom layer: it imports no other module of the API.',
            },
            {
              target: [
                './api/src/db',
                './api/src/http',
                './api/src/plugins',
                './api/src/features',
                './api/src/seed',
                './api/src/abuse',
                './api/src/catalogue-reads',
                './api/src/health-figures',
                './api/src/ops-access',
                './api/src/outbox',
                './api/src/rollout-guard',
                './api/src/search',
                './api/src/metrics',
                './api/src/lifecycle',
              ],
              from: [
                './api/src/site',
                './api/src/app.ts',
                './api/src/composition',
                './api/src/server.ts',
                './api/src/cli',
              ],
              message: 'Site serving and the composition of the app sit above the features and plugins.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/standalone/**', 'e2e/**'],
    rules: { 'react/jsx-no-literals': 'off' },
  },
  boundaries(
    ['shared/**'],
    ['api', ...apps],
    [valtio, router, sharedSingletons],
    'shared/ imports nothing app-level.',
  ),
  boundaries(
    ['api/**'],
    apps,
    [
      {
        group: [
          'react',
          'react-*',
          'react/*',
          '@rental/shared/ui/*',
          '@rental/shared/cart/*',
          '@rental/shared/standalone/*',
          '@rental/shared/i18n/*',
          // How the language is chosen is plain code the server shares, to pick the same one.
          '!@rental/shared/i18n/language-choice.ts',
        ],
        message: 'api/ imports only React-free parts of shared/.',
      },
    ],
    'api/ imports no front-end code.',
  ),
  boundaries(
    ['shell/**'],
    ['api', ...remotes],
    [valtio, router],
    'The shell reaches remotes only through federation.',
  ),
  ...remotes.map((remote) =>
    boundaries(
      [`${remote}/**`],
      ['api', 'shell', ...remotes.filter((other) => other !== remote)],
      [valtio, router],
      'Remotes never import each other, nor the shell.',
    ),
  ),
  // The operators' console is a build of its own (docs/decisions/025): nothing of the site's apps in it, and
  // nothing of it in theirs.
  boundaries(
    ['ops/**'],
    ['api', ...apps],
    [valtio],
    "The operators' console shares only shared/ with the site.",
  ),
  // The teams' commands run beside the site, never inside it: they share its description of the remotes
  // and releases (shared/) and the build's settings (build-config/), and none of its apps.
  boundaries(
    ['release-tools/**'],
    ['api', 'ops', ...apps],
    [valtio, router],
    "The teams' commands import only shared/ and build-config/, no app.",
  ),
  boundaries(
    ['shared/src/cart/**'],
    ['api', ...apps],
    [router, sharedSingletons],
    'shared/ imports nothing app-level.',
  ),
  // A module's own test imports it from beside it; tests run without federation.
  boundaries(
    ['shared/**/*.test.{ts,tsx}'],
    ['api', ...apps],
    [valtio, router],
    'shared/ imports nothing app-level.',
  ),
  boundaries(
    [
      'shared/src/routes/router.ts',
      'shared/src/routes/server-router.ts',
      'shared/src/testing/**',
      'shared/src/standalone/**',
    ],
    ['api', ...apps],
    [valtio],
    'shared/ imports nothing app-level.',
  ),
  // Tests run without federation: their routers may come straight from the package.
  boundaries(
    ['shell/**/*.test.{ts,tsx}'],
    ['api', ...remotes],
    [valtio],
    'The shell reaches remotes only through federation.',
  ),
  ...remotes.map((remote) =>
    boundaries(
      [`${remote}/**/*.test.{ts,tsx}`],
      ['api', 'shell', ...remotes.filter((other) => other !== remote)],
      [valtio],
      'Remotes never import each other, nor the shell.',
    ),
  ),
  // ── Features never import one another (docs/architecture.md#house-style) ─────────────────────────────
  // A file in APP/src/features/X/ imports nothing else of APP/src/features/: what two features share lives
  // outside features/ (the catalogue's list kit, a remote's components/, the API's search/, …), so that a
  // feature folder can be read, moved or removed alone. A rule of its own, beside the boundaries above: it
  // resolves each relative import against the importing file, which no import pattern can do.
  {
    files: ['shell', ...remotes, 'ops', 'api'].map((app) => `${app}/src/features/**/*.{ts,tsx}`),
    plugins: {
      features: {
        rules: {
          'no-cross-feature-imports': {
            meta: {
              type: 'problem',
              messages: {
                crossFeature:
                  'A feature never imports another ({{target}}): move what they share out of features/ (docs/architecture.md#house-style).',
              },
            },
            create(context) {
              const file = context.filename.replaceAll('\\', '/');
              const [, featuresFolder, feature] = /^(.*\/src\/features\/)([^/]+)\//.exec(file) ?? [];
              if (!featuresFolder) return {};
              const check = ({ source }) => {
                if (typeof source?.value !== 'string' || !source.value.startsWith('.')) return;
                const target = decodeURIComponent(new URL(source.value, `file://${file}`).pathname);
                if (target.startsWith(featuresFolder) && !target.startsWith(`${featuresFolder}${feature}/`))
                  context.report({
                    node: source,
                    messageId: 'crossFeature',
                    data: { target: target.slice(featuresFolder.length) },
                  });
              };
              return {
                ImportDeclaration: check,
                ExportNamedDeclaration: check,
                ExportAllDeclaration: check,
                ImportExpression: check,
              };
            },
          },
        },
      },
    },
    rules: { 'features/no-cross-feature-imports': 'error' },
  },
  // ── end of: features never import one another ─────────────────────────────────────────────────────────
  {
    // Production code never imports test code: nor a test runner, nor a helper of the tests, nor a journey's
    // or a benchmark's module (docs/architecture.md#testing). A rule apart from the boundaries above: they are
    // each no-restricted-imports, and the last block that names it for a file replaces the others' whole.
    files: ['*/src/**/*.{ts,tsx}', 'build-config/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/*.test-support.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/testing',
                '**/testing/**',
                '**/*.test-support',
                '**/*.test-support.ts',
                '**/*.test',
                '**/*.test.ts',
                '**/*.test.tsx',
                '**/e2e/**',
                '@rental/e2e',
                '@rental/e2e/*',
                '**/bench/**',
              ],
              message:
                'Production code never imports test code: test helpers live in testing/ or *.test-support.ts.',
            },
            {
              group: ['vitest', 'vitest/*', '@vitest/*', '@testing-library/*', '@playwright/test'],
              message: 'Production code never imports a test runner or a testing library.',
            },
          ],
        },
      ],
    },
  },
  {
    // The migrations need pg_trgm, which PGlite loads only into instances created with it.
    files: ['api/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['api/src/db/open-database.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='PGlite'][callee.property.name='create']",
          message:
            'Create PGlite instances with createPglite() (api/src/db/open-database.ts): it loads pg_trgm.',
        },
        {
          selector: "NewExpression[callee.name='PGlite']",
          message:
            'Create PGlite instances with createPglite() (api/src/db/open-database.ts): it loads pg_trgm.',
        },
      ],
    },
  },
  {
    files: [
      'api/src/config.ts',
      'api/src/testing/global-setup.ts',
      // Start the real server or a release step as a child process, which inherits the environment.
      'api/src/process-faults.test.ts',
      'api/src/testing/started-server.ts',
      'api/src/production-refusals.test.ts',
      'api/src/schema-wait.test.ts',
      'api/src/db/migrate-database.test.ts',
      'api/bench/**',
      '.ci/**',
      'e2e/**',
      // The teams' commands take options from their environment as from their arguments (REMOTES_CONFIG).
      'release-tools/**',
      '**/*.config.ts',
      '**/*.config.js',
      'build-config/**',
      // The image's test and benchmark run podman and the machine's servers as their environment names them.
      'deploy/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['**/bench/**', '.ci/**', 'release-tools/**', 'deploy/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Server code writes its log through pino, JSON lines with the request's id (docs/operations.md#logs);
    // the render worker's console is taken over and sent there. The CLIs print to a terminal on purpose.
    files: ['api/src/**/*.ts', 'shell/src/server/**/*.{ts,tsx}', 'shell/src/server-entry.ts'],
    ignores: ['api/src/cli/**', '**/testing/**', '**/*.test.{ts,tsx}', '**/bench/**'],
    rules: { 'no-console': ['error', {}] },
  },
);
