import type { RemoteName } from '../federation/remote-modules.ts';

/** Where remote modules come from: the federation runtime in the browser, the remotes' server builds on the server. */
export interface RemoteModuleSource {
  load(id: string): Promise<unknown>;
  /** Forgets what failed for a remote, so that its next load starts afresh. */
  reset(remote: RemoteName): void;
  /** Whether a failed load is kept (the browser) or tried again by the next page (the server). */
  keepsFailures: boolean;
}

interface ShellRuntime {
  /** Where this process loads remote modules from. */
  remoteModules: RemoteModuleSource | undefined;
  /**
   * How long a page's remote may take to give its data, code included; past it the page goes without
   * and the browser reads the data itself. Only the server sets one: a visitor waits for the page there.
   */
  pageDataBudgetMs: number;
  /** The build version each remote's manifest declared when it was loaded: the truth about what runs. */
  loadedVersions: Map<RemoteName | string, string>;
  /**
   * The SHA-384 each remote file the federation runtime fetches or adds must have, by absolute address,
   * from the page the server rendered (docs/decisions/024): the browser refuses a file that does not match,
   * and the runtime loads none the page gives no digest for. Undefined where no server rendered the page
   * (`npm run dev`) or no browser runs it (a render worker): nothing is checked there.
   */
  integrity: ReadonlyMap<string, string> | undefined;
}

const runtime: ShellRuntime = {
  remoteModules: undefined,
  pageDataBudgetMs: Number.POSITIVE_INFINITY,
  loadedVersions: new Map(),
  integrity: undefined,
};

/**
 * The shell's process-wide settings (docs/architecture.md#seams), given once where the shell starts:
 * `shell/src/bootstrap.tsx` in the browser, `shell/src/server-entry.ts` in a render worker. Every module
 * that depends on them reads them here, so "find references" leads from a reader to the one place that
 * sets them.
 */
export function startShellRuntime(settings: {
  remoteModules: RemoteModuleSource;
  pageDataBudgetMs?: number;
  integrity?: ReadonlyMap<string, string>;
}) {
  runtime.remoteModules = settings.remoteModules;
  runtime.pageDataBudgetMs = settings.pageDataBudgetMs ?? Number.POSITIVE_INFINITY;
  runtime.integrity = settings.integrity;
}

export const shellRuntime = (): Readonly<ShellRuntime> => runtime;
