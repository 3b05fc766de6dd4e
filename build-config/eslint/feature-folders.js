import { remotes } from './remote-folders.js';

/**
 * Features never import one another (docs/architecture.md#house-style). A file in APP/src/features/X/ imports
 * nothing else of APP/src/features/: what two features share lives outside features/ (the catalogue's list
 * kit, a remote's components/, the API's search/, …), so that a feature folder can be read, moved or removed
 * alone. A rule of its own, beside the boundaries (app-boundaries.js): it resolves each relative import
 * against the importing file, which no import pattern can do.
 */
const noCrossFeatureImports = {
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
};

export const featureFolders = {
  files: ['shell', ...remotes, 'ops', 'api'].map((app) => `${app}/src/features/**/*.{ts,tsx}`),
  plugins: { features: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
  rules: { 'features/no-cross-feature-imports': 'error' },
};
