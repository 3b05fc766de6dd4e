import { type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from '@rental/shared/routes/router.ts';
import type { PageRoute } from '@rental/shared/federation/page-routes.ts';
import type { PageModule } from '@rental/shared/server-rendering/page-module.ts';
import { shellRuntime } from '@rental/shared/seams/shell-runtime.ts';
import { loadedRemoteModule, loadRemoteModule } from '../federation/load-remote-module.ts';

/**
 * A page's data when its remote could not give it (its code did not load, or its loader failed): the
 * page's region then shows its fallback, and nothing else on the page is affected.
 */
const REMOTE_DATA_UNAVAILABLE = { remoteDataUnavailable: true } as const;

export const isRemoteDataUnavailable = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && 'remoteDataUnavailable' in data;

function withinBudget<T>(work: Promise<T>): Promise<T> {
  const budgetMs = shellRuntime().pageDataBudgetMs;
  if (!Number.isFinite(budgetMs)) return work;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${budgetMs} ms`)), budgetMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function readPageData(route: PageRoute, args: LoaderFunctionArgs): Promise<unknown> {
  const module = await loadRemoteModule<PageModule>(route.id);
  return module.loader ? module.loader(args) : null;
}

/** Runs the loader of the remote module that renders `route`, once its code is there. */
export async function loadPageData(route: PageRoute, args: LoaderFunctionArgs): Promise<unknown> {
  try {
    return await withinBudget(readPageData(route, args));
  } catch (error) {
    // A loader's `data(…, { status })` or redirect travels on; anything else is the remote's fault.
    if (error instanceof Response) throw error;
    console.warn(`${route.id} gave no data`, error instanceof Error ? error.message : error);
    return REMOTE_DATA_UNAVAILABLE;
  }
}

/** The remote decides when its page's data must be loaded again; by default, on every change of address. */
export function pageDataIsStale(route: PageRoute, args: ShouldRevalidateFunctionArgs): boolean {
  const module = loadedRemoteModule<PageModule>(route.id);
  return module?.shouldRevalidate ? module.shouldRevalidate(args) : args.defaultShouldRevalidate;
}
