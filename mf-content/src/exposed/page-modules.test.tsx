import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listServices } from '@rental/shared/api-client/calls/list-services.ts';
import { searchLatestProjects } from '@rental/shared/api-client/calls/search-projects.ts';
import type { LoaderFunctionArgs } from '@rental/shared/routes/router.ts';
import type { PageModule } from '@rental/shared/server-rendering/page-module.ts';
import { stubMediaQueries } from '@rental/shared/testing/media-queries.ts';
import { renderRoute, TEST_ORIGIN, useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { CONTENT_NS } from '../i18n/content-i18n.ts';
import { contentBundles } from '../testing/content-bundles.ts';
import { project, service } from '../testing/content-fixtures.ts';
import { stubIntersectionObserver } from '../testing/intersection-observer.ts';

vi.mock('@rental/shared/api-client/calls/list-services.ts', () => ({ listServices: vi.fn() }));
vi.mock('@rental/shared/api-client/calls/search-projects.ts', () => ({ searchLatestProjects: vi.fn() }));

/** Imported once the texts can register, as the shell imports them once i18next has started. */
const pageModules = async (): Promise<Record<string, PageModule>> => ({
  home: await import('./home.tsx'),
  about: await import('./about.tsx'),
  'latest-projects': await import('./latest-projects.tsx'),
  contact: await import('./contact.tsx'),
});

const loaderArgs = (path: string) =>
  ({ request: new Request(new URL(path, TEST_ORIGIN)), params: {}, context: {} }) as LoaderFunctionArgs;

beforeAll(() => useTestI18n(CONTENT_NS, contentBundles));
afterEach(() => vi.unstubAllGlobals());

describe('the exposed page modules (docs/decisions/015)', () => {
  it('give the shell each page, and a loader for each page that shows data from the API', async () => {
    const modules = await pageModules();
    for (const module of Object.values(modules)) expect(module.default).toBeTypeOf('function');
    const withLoader = Object.keys(modules).filter((name) => modules[name]?.loader);
    expect(withLoader).toEqual(['home', 'about', 'latest-projects']);
  });

  it('render the home page with what its loader answers, every block at once', async () => {
    const pagination = { total_pages: 1, per_page: 6, total: 1, current_page: 1 };
    vi.mocked(listServices).mockResolvedValue({ status: 1, data: [service(4, 'Live Sound')], pagination });
    vi.mocked(searchLatestProjects).mockResolvedValue({ status: 1, data: [project(11)], pagination });
    stubMediaQueries();
    stubIntersectionObserver();
    const { home } = await pageModules();
    const data: unknown = await home?.loader?.(loaderArgs('/'));
    const Page = home!.default;
    const { container } = renderRoute(<Page />, { data });
    expect(container.querySelectorAll('[data-block]')).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'Live Sound' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Project 11' })).toBeInTheDocument();
  });
});
