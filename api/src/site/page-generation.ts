import { seededContentVersion } from '../db/seeded-content-version.ts';

/**
 * The generation shared pages are rendered from (docs/operations.md#page-cache): the remotes.json the
 * server follows, the shell's build and the content this process seeded. The first two are read as the
 * objects their readers give, which are new exactly when their files changed; each is numbered once.
 */
export function pageGeneration(
  currentManifest: () => object | undefined,
  currentShell: () => object | undefined,
): () => string {
  const numbers = new WeakMap<object, number>();
  let last = 0;
  const numberOf = (value: object | undefined): number => {
    if (value === undefined) return 0;
    let known = numbers.get(value);
    if (known === undefined) {
      known = ++last;
      numbers.set(value, known);
    }
    return known;
  };
  return () => `${numberOf(currentManifest())}.${numberOf(currentShell())}.${seededContentVersion()}`;
}
