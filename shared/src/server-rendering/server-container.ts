/**
 * A remote's server build as the shell's render worker sees it: its container name and its exposed page
 * modules, loaded on demand (docs/decisions/015). The browser build's container does the same through
 * the federation runtime.
 */
export interface ServerContainer {
  name: string;
  /** The version the build was stamped with, as its browser manifest declares it. */
  version: string;
  get(expose: string): Promise<unknown>;
}

/** The exposed modules of a remote, as `import.meta.webpackContext` finds them in its `src/exposed/`. */
interface ExposedContext {
  keys(): string[];
  (request: string): Promise<unknown>;
}

export function serverContainer(name: string, version: string, exposed: ExposedContext): ServerContainer {
  const files = new Map(exposed.keys().map((key) => [key.replace(/\.tsx?$/, ''), key]));
  return {
    name,
    version,
    get(expose) {
      const file = files.get(expose);
      return file ? exposed(file) : Promise.reject(new Error(`${name} exposes no ${expose}`));
    },
  };
}
