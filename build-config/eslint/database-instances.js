const useCreatePglite =
  'Create PGlite instances with createPglite() (api/src/db/open-database.ts): it loads pg_trgm.';

/** The migrations need pg_trgm, which PGlite loads only into instances created with it. */
export const databaseInstances = {
  files: ['api/**/*.ts', 'e2e/**/*.ts'],
  ignores: ['api/src/db/open-database.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: "CallExpression[callee.object.name='PGlite'][callee.property.name='create']",
        message: useCreatePglite,
      },
      { selector: "NewExpression[callee.name='PGlite']", message: useCreatePglite },
    ],
  },
};
