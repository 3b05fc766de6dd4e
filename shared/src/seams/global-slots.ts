import type { CartState } from '../cart/cart-item.ts';
import type { NamespaceLoaders } from '../i18n/namespace-texts.ts';

/**
 * The global slots: values that separately built copies of a module must share, in one page or in one
 * render worker, where each app's bundle carries its own copy of `shared` (docs/architecture.md#seams).
 * Each lives on `globalThis` under `Symbol.for(name)`, which every bundle resolves to the same symbol.
 * This is the one place that names them and says what they hold: "find references" on a slot reaches
 * the code that fills it and the code that reads it.
 */
function globalSlot<T>(name: string) {
  const key = Symbol.for(name);
  const slots = globalThis as unknown as Record<symbol, T | undefined>;
  return {
    read: (): T | undefined => slots[key],
    fill: (value: T): void => {
      slots[key] = value;
    },
    /** The slot as JavaScript source, for code a build writes to read it. */
    source: () => `globalThis[Symbol.for(${JSON.stringify(name)})]`,
    /** The slot's value, made and kept by the first copy that asks. */
    readOrFill: (make: () => T): T => (slots[key] ??= make()),
  };
}

/** A call the server answers itself, in-process, while it renders a page. */
export interface ServerApiRequest {
  method: string;
  /** Under `API_BASE`, as the browser's calls name it. */
  url: string;
  data?: unknown;
}
export type ServerApi = (request: ServerApiRequest) => Promise<{ status: number; body: unknown }>;

// Each slot is made `@__PURE__`, so a bundle that uses one slot does not carry the others.

/** Filled by the render worker: how a page's API calls are answered in-process (docs/decisions/015). */
export const serverApiSlot = /* @__PURE__ */ globalSlot<ServerApi>('doral-rentals.server-api');

/**
 * Filled by the render worker with its copies of the packages it shares with the remotes' server builds,
 * which the build makes read them from here (`build-config/server-build.ts`, `SERVER_SHARED_MODULES`).
 */
export const serverSharedSlot = /* @__PURE__ */ globalSlot<(request: string) => unknown>(
  'doral-rentals.server-shared',
);

/** The page's one cart, should a second copy of the cart's module ever load (a misconfigured remote). */
export const cartSlot = /* @__PURE__ */ globalSlot<CartState>('doral-rentals.cart.v1');

/** Every i18next namespace an app registered: on the server each app's build carries its own i18n module. */
export const i18nNamespacesSlot = /* @__PURE__ */ globalSlot<Map<string, NamespaceLoaders>>(
  'doral-rentals.i18n-namespaces',
);

/**
 * The key under which the shell's federation runtime plugin hands back a remote it could not load, instead
 * of a module (`shell/src/federation/remote-failure.ts`).
 */
export const REMOTE_FAILURE = Symbol.for('doral-rentals.remote-failure');
