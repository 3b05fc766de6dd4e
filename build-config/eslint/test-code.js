/** Tests, stand-alone pages and journeys write their texts as they are: no visitor reads them through t(). */
export const testsWriteLiterals = {
  files: ['**/*.test.{ts,tsx}', '**/standalone/**', 'e2e/**'],
  rules: { 'react/jsx-no-literals': 'off' },
};

/**
 * Production code never imports test code: nor a test runner, nor a helper of the tests, nor a journey's or a
 * benchmark's module (docs/architecture.md#testing). A rule apart from the boundaries (app-boundaries.js): they
 * are each no-restricted-imports, and the last block that names it for a file replaces the others' whole.
 */
export const productionImportsNoTests = {
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
};
