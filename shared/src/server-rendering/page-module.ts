import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from '@rental/shared/routes/router.ts';

/**
 * What a remote exposes for a page (docs/architecture.md#data): the page itself and, when it shows data,
 * the loader that reads it. The loader runs on the server for the page a visitor opens, its answer goes
 * to the browser inside the HTML, and it runs in the browser for the pages the visitor goes to next. The
 * page reads the answer with `useLoaderData`.
 */
export interface PageModule {
  default: ComponentType;
  loader?: (args: LoaderFunctionArgs) => unknown;
  /** When the answer must be read again; by default on every change of the page's address. */
  shouldRevalidate?: (args: ShouldRevalidateFunctionArgs) => boolean;
}
