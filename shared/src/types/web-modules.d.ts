/** Rspack's native CSS modules: the default export maps each local class name to its generated name. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
/**
 * Rspack's `import.meta.webpackContext`, as a remote's server build's entry uses it (`server-entry.ts`): a
 * lazy context answers each module as a promise. Rspack's own typing (`@rspack/core/module`) answers `unknown`.
 */
interface ImportMeta {
  webpackContext(
    request: string,
    options: { recursive: boolean; regExp: RegExp; mode: 'lazy' },
  ): { keys(): string[]; (request: string): Promise<unknown> };
}
