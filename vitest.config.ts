import { defineConfig } from 'vitest/config';

const web = (name: string, root: string, include = ['src/**/*.test.{ts,tsx}']) => ({
  define: {
    __BUILT_IN_REMOTES__: JSON.stringify({
      mf_catalogue: { stable: { version: '1.0.0', entry: '/remotes/mf-catalogue/1.0.0/mf-manifest.json' } },
      mf_cart_quote: { stable: { version: '1.0.0', entry: '/remotes/mf-cart-quote/1.0.0/mf-manifest.json' } },
      mf_content: { stable: { version: '1.0.0', entry: '/remotes/mf-content/1.0.0/mf-manifest.json' } },
    }),
    __SHELL_VERSION__: JSON.stringify('test'),
    __SHARED_VERSIONS__: JSON.stringify({ react: '19.3.1', 'react-dom': '19.3.1', i18next: '26.7.2' }),
  },
  test: {
    name,
    root,
    environment: 'jsdom',
    include,
    setupFiles: ['../shared/src/testing/setup-web.ts'],
  },
});

export default defineConfig({
  test: {
    projects: [
      web('shared', './shared'),
      // The shell's tools (contract check, deploy, rollout) are the teams' commands, tested as they run.
      web('shell', './shell', ['src/**/*.test.{ts,tsx}', 'tools/**/*.test.ts']),
      web('mf-catalogue', './mf-catalogue'),
      web('mf-cart-quote', './mf-cart-quote'),
      web('mf-content', './mf-content'),
      {
        test: {
          name: 'api',
          root: './api',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
