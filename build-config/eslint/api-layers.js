import importPlugin from 'eslint-plugin-import';

/**
 * The API's layers (docs/architecture.md#api-server): configuration at the bottom turns the environment into
 * plain data; the database, HTTP helpers, cross-cutting plugins and features never reach up into site serving
 * or the composition (app.ts, composition/, server.ts). Tests, and what they share, build the whole app to
 * reach a layer through it, as a client does.
 */
export const apiLayers = {
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
};
