import tseslint from 'typescript-eslint';
import { apiLayers } from './build-config/eslint/api-layers.js';
import { appBoundaries } from './build-config/eslint/app-boundaries.js';
import { databaseInstances } from './build-config/eslint/database-instances.js';
import { environmentAndConsole } from './build-config/eslint/environment-and-console.js';
import { featureFolders } from './build-config/eslint/feature-folders.js';
import { importCycles } from './build-config/eslint/import-cycles.js';
import { productionImportsNoTests, testsWriteLiterals } from './build-config/eslint/test-code.js';
import { typescriptReact } from './build-config/eslint/typescript-react.js';

// A later block overrides an earlier one for the files both name: the order is part of the rules.
export default tseslint.config(
  ...typescriptReact,
  importCycles,
  apiLayers,
  testsWriteLiterals,
  ...appBoundaries,
  featureFolders,
  productionImportsNoTests,
  databaseInstances,
  ...environmentAndConsole,
);
