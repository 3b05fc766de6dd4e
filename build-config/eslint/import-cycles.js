import importPlugin from 'eslint-plugin-import';

/**
 * No import cycles inside a workspace (the boundaries keep cycles between workspaces out, app-boundaries.js): a
 * module must not import one that leads back to it. Imports of another workspace count as external and are not
 * followed, which keeps the rule fast. Type-only imports are erased at run time, so they are not counted.
 */
export const importCycles = {
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
};
