import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_FAILURE } from '@rental/shared/api-client/http-client.ts';
import { listPackages } from '@rental/shared/api-client/calls/list-packages.ts';
import { listServices } from '@rental/shared/api-client/calls/list-services.ts';
import { searchLatestProjects } from '@rental/shared/api-client/calls/search-projects.ts';
import { PAGE_LANGUAGE_HEADER } from '@rental/shared/i18n/page-language.ts';
import { FAILED, project, ready, service, trucks } from '../../testing/content-fixtures.ts';
import { loadHomeData } from './home-data.ts';

vi.mock('@rental/shared/api-client/calls/list-services.ts', () => ({ listServices: vi.fn() }));
vi.mock('@rental/shared/api-client/calls/search-projects.ts', () => ({ searchLatestProjects: vi.fn() }));
vi.mock('@rental/shared/api-client/calls/list-packages.ts', () => ({ listPackages: vi.fn() }));

/** The request the site server gives a page's loaders, in `language`. */
const pageRequest = (language: string) => ({
  request: new Request('http://localhost/', { headers: { [PAGE_LANGUAGE_HEADER]: language } }),
});

const pagination = { total_pages: 1, per_page: 6, total: 1, current_page: 1 };
const SERVICES = [service(4, 'Live Sound')];
const NEWS = [project(11), project(12), project(13)];

afterEach(() => vi.resetAllMocks());

describe('the home page loader', () => {
  it('asks for six services, the three latest projects and the four trucks side by side, in the page language', async () => {
    let answerServices = (_: Awaited<ReturnType<typeof listServices>>) => undefined as void;
    vi.mocked(listServices).mockReturnValue(new Promise((resolve) => (answerServices = resolve)));
    vi.mocked(searchLatestProjects).mockResolvedValue({ status: 1, data: NEWS, pagination });
    vi.mocked(listPackages).mockResolvedValue({ status: 1, data: trucks(), pagination });

    const loading = loadHomeData(pageRequest('es'));
    expect(listServices).toHaveBeenCalledWith({ limit: 6, page: 1, lang: 'es' });
    expect(searchLatestProjects).toHaveBeenCalledWith('es', 3);
    expect(listPackages).toHaveBeenCalledWith({ limit: 4, page: 1, lang: 'es' });
    answerServices({ status: 1, data: SERVICES, pagination });
    expect(await loading).toEqual({
      services: ready(SERVICES),
      news: ready(NEWS),
      trucks: ready(trucks()),
    });
  });

  it('lets one block fail without taking the other with it', async () => {
    vi.mocked(listServices).mockResolvedValue(CONNECTION_FAILURE);
    vi.mocked(searchLatestProjects).mockResolvedValue({ status: 1, data: NEWS, pagination });
    vi.mocked(listPackages).mockResolvedValue(CONNECTION_FAILURE);
    const data = await loadHomeData(pageRequest('ht'));
    expect(data).toEqual({ services: FAILED, news: ready(NEWS), trucks: FAILED });
    // What the server writes into the page for the browser to hydrate from.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});
