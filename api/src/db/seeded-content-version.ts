/**
 * The catalogue (categories, equipment, services, packages) and the company's content (projects, staff)
 * are written by the seed alone, never by a request. The seed counts each change here, so that answers
 * kept in memory are dropped as soon as this process changes them; changes by another process are
 * bounded by the cache's time to live.
 */
let version = 0;

export const seededContentVersion = (): number => version;

export function seededContentChanged(): void {
  version += 1;
}
