import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The page request a render worker is rendering, known to everything the render runs, however deep and
 * however many pages render at once: a data call or a log line written while rendering a page is tied to
 * that page's request (docs/operations.md#logs).
 */
const scope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `render` as the rendering of the page request `requestId`. */
export const renderingFor = <T>(requestId: string, render: () => T): T => scope.run({ requestId }, render);

/** The page request being rendered here; undefined outside a render (a generation loading its builds). */
export const renderedRequestId = (): string | undefined => scope.getStore()?.requestId;
