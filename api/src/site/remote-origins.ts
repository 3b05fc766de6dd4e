import type { RemoteAssignment } from '@rental/shared/federation/remote-assignment.ts';

/**
 * The origins other than the site's own that a page's remote builds load from (docs/decisions/024): the
 * builds it was rendered with and the stable builds its canaries fall back to, all of them builds this
 * instance serves (deployed with the site or verified). Never the origin of a refused or unknown entry.
 */
export function originsOfPage(assignments: readonly RemoteAssignment[]): string[] {
  const found = new Set<string>();
  for (const { entry, stable } of assignments)
    for (const address of [entry, stable.entry])
      if (/^https?:\/\//.test(address)) found.add(new URL(address).origin);
  return [...found].sort();
}
