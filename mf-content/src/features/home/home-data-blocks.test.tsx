import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCategories } from '@rental/shared/api-client/calls/get-categories.ts';
import { listServices } from '@rental/shared/api-client/calls/list-services.ts';
import { searchLatestProjects } from '@rental/shared/api-client/calls/search-projects.ts';
import { renderRoute, useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import { contentBundles } from '../../i18n/content-bundles.ts';
import { stubIntersectionObserver } from '../../testing/intersection-observer.ts';
import { InventoryTeaserSection } from './inventory-teaser-section.tsx';
import { LatestNewsSection } from './latest-news-section.tsx';
import { ServicesSection } from './services-section.tsx';

vi.mock('@rental/shared/api-client/calls/get-categories.ts', () => ({ getCategories: vi.fn() }));
vi.mock('@rental/shared/api-client/calls/list-services.ts', () => ({ listServices: vi.fn() }));
vi.mock('@rental/shared/api-client/calls/search-projects.ts', () => ({ searchLatestProjects: vi.fn() }));

beforeAll(() => useTestI18n(CONTENT_NS, contentBundles));
beforeEach(() => {
  vi.mocked(getCategories).mockResolvedValue({
    status: 1,
    data: [{ id: 1, title: 'Lighting', subcategories: [] }],
  });
  vi.mocked(listServices).mockResolvedValue({
    status: 1,
    data: [{ id: 4, title: 'Live Sound', description: 'Engineers and systems.', mainImage: null }],
    pagination: { total: 1, page: 1, limit: 6 },
  } as never);
  vi.mocked(searchLatestProjects).mockResolvedValue({ status: 1, data: [] } as never);
});
afterEach(() => vi.unstubAllGlobals());

const blocks = [
  { name: 'services', Block: ServicesSection, call: listServices, shows: 'Live Sound' },
  { name: 'inventory', Block: InventoryTeaserSection, call: getCategories, shows: 'Lighting' },
  { name: 'news', Block: LatestNewsSection, call: searchLatestProjects, shows: undefined },
] as const;

describe('home blocks with data from the API', () => {
  it.each(blocks)(
    '$name asks for its data only when it comes near the screen, then shows it',
    async ({ Block, call, shows }) => {
      const scrollNear = stubIntersectionObserver();
      renderRoute(<Block />);
      const list = screen.getByRole('list');
      expect(list).toHaveAttribute('aria-busy', 'true');
      expect(call).not.toHaveBeenCalled();
      expect(scrollNear.observers.map(({ options }) => options?.rootMargin)).toEqual(['0px 0px 25% 0px']);

      await act(async () => scrollNear());
      expect(call).toHaveBeenCalledTimes(1);
      expect(list).toHaveAttribute('aria-busy', 'false');
      if (shows) expect(within(list).getByText(shows)).toBeInTheDocument();
    },
  );
});
