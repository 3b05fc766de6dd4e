/**
 * Where the environment and the console may be used, beside the rule that keeps both out of the rest
 * (typescript-react.js): the modules that read their settings or start processes, and the programs that print
 * to a terminal; and where even console.error and console.warn are refused.
 */
export const environmentAndConsole = [
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
];
