import fs from 'node:fs';
import { remotes } from './remote-folders.js';

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
  fs.readFileSync(
    new URL('../../shared/src/federation/stateful-shared-modules.json', import.meta.url),
    'utf8',
  ),
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

/**
 * The boundaries between the apps and shared/. Each is a no-restricted-imports, and the last block that names
 * it for a file replaces the others' whole: the narrower blocks (the cart store, tests, …) come after the
 * wider ones and repeat what still holds there.
 */
export const appBoundaries = [
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
];
