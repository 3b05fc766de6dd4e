import path from 'node:path';
import { packageVersion } from './app-folders.ts';
import { readJson, repoRoot } from './repository.ts';
import { installedVersion } from './shared-versions.ts';

/**
 * The modules of the `shared` workspace that hold state or give React an identity, so every app must use
 * the one copy: the router module (react-router's contexts live inside it), the i18n set-up (which texts
 * each app registered), the cart. The rest of `shared` (contracts, API calls, UI kit, data) is bundled into
 * each app that imports it: shared, a module the shell does not use was fetched by the remote after the
 * share scope settled, a second round of requests before any page could render. ESLint reads the
 * same list (`sharedSingletons` in eslint.config.js) to stop relative imports of them inside `shared`.
 */
const STATEFUL_SHARED_MODULES: string[] = readJson(
  path.join(repoRoot, 'shared/src/federation/stateful-shared-modules.json'),
);

/**
 * The shared singletons (docs/architecture.md#federation), declared once, each with the version range the app was built against.
 * The shell provides them eagerly, inside its first script: the first screen then needs no second round
 * of requests for React and the router before anything can render. Remotes stay lazy, so they
 * take the shell's copies. The router is shared through `@rental/shared/routes/router.ts` rather than as
 * a package, so the shell's bundle keeps only the parts of react-router the site uses.
 */
export function sharedSingletons(eager: boolean) {
  const singleton = (pkg: string) => ({
    singleton: true,
    eager,
    requiredVersion: `^${installedVersion(pkg)}`,
  });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    i18next: singleton('i18next'),
    'react-i18next': singleton('react-i18next'),
    valtio: singleton('valtio'),
    'valtio/': singleton('valtio'),
    ...Object.fromEntries(
      STATEFUL_SHARED_MODULES.map((module) => [
        `@rental/shared/${module}`,
        { singleton: true, eager, requiredVersion: `^${packageVersion('shared')}` },
      ]),
    ),
  };
}
