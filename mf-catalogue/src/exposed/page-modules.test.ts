import { beforeAll, describe, expect, it } from 'vitest';
import type { PageModule } from '@rental/shared/server-rendering/page-module.ts';
import { useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { CATALOGUE_NS } from '../i18n/catalogue-i18n.ts';
import { catalogueBundles } from '../testing/catalogue-bundles.ts';

/** Each exposed module, as the shell's routes load it (typed against the shell's contract). */
const lists = {
  'equipment-list': () => import('./equipment-list.tsx'),
  'service-list': () => import('./service-list.tsx'),
  'package-list': () => import('./package-list.tsx'),
} satisfies Record<string, () => Promise<PageModule>>;
const details = {
  'equipment-detail': () => import('./equipment-detail.tsx'),
  'service-detail': () => import('./service-detail.tsx'),
  'package-detail': () => import('./package-detail.tsx'),
} satisfies Record<string, () => Promise<PageModule>>;

// Texts first: an exposed module waits for them as it loads.
beforeAll(() => useTestI18n(CATALOGUE_NS, catalogueBundles));

describe('exposed page modules', () => {
  it.each(Object.entries(lists))('%s keeps its data while the visitor stays on the list', async (_, load) => {
    const page: PageModule = await load();
    expect(page.loader).toBeTypeOf('function');
    expect(page.shouldRevalidate?.({} as never)).toBe(false);
  });

  it.each(Object.entries(details))('%s reads its item again for every address', async (_, load) => {
    const page: PageModule = await load();
    expect(page.loader).toBeTypeOf('function');
    expect(page.shouldRevalidate).toBeUndefined();
  });
});
