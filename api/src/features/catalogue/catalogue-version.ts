/**
 * The catalogue (categories, equipment, services, packages) is written by the seed alone, never by a
 * request. The seed counts each change here, so that answers kept in memory are dropped as soon as this
 * process changes the catalogue; changes by another process are bounded by the cache's time to live.
 */
let version = 0;

export const catalogueVersion = (): number => version;

export function catalogueChanged(): void {
  version += 1;
}
