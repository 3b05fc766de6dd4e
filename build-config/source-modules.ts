import type { Configuration } from '@rspack/core';

/** How a browser build finds the apps' TypeScript: `.js` in an import may name a `.ts` or `.tsx` file. */
export const sourceResolve: Configuration['resolve'] = {
  extensions: ['.ts', '.tsx', '.js', '.json'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};

/**
 * How a browser build compiles the apps' sources: TypeScript and JSX by SWC to ES2022, CSS modules whose
 * default export maps class names, plain CSS, and pictures and fonts as assets.
 */
export function sourceModules(options: { dev: boolean; refresh: boolean }): Configuration['module'] {
  return {
    parser: { 'css/module': { namedExports: false } },
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            // Every browser the site supports runs ES2022: no down-levelled async code to ship and run.
            target: 'es2022',
            parser: { syntax: 'typescript', tsx: true },
            transform: {
              react: { runtime: 'automatic', development: options.dev, refresh: options.refresh },
            },
          },
        },
      },
      { test: /\.module\.css$/, type: 'css/module' },
      { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
      { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset' },
    ],
  };
}
