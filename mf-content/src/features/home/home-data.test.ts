import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_FAILURE } from '@rental/shared/api-client/http-client.ts';
import { listServices } from '@rental/shared/api-client/calls/list-services.ts';
import { searchLatestProjects } from '@rental/shared/api-client/calls/search-projects.ts';
import { FAILED, project, ready, service } from '../../testing/content-fixtures.ts';
import { loadHomeData } from './home-data.ts';

vi.mock('@rental/shared/api-client/calls/list-services.ts', () => ({ listServices: vi.fn() }));
vi.mock('@rental/shared/api-client/calls/search-projects.ts', () => ({ searchLatestProjects: vi.fn() }));

const pagination = { total_pages: 1, per_page: 6, total: 1, current_page: 1 };
const SERVICES = [service(4, 'Live Sound')];
const NEWS = [project(11), project(12), project(13)];

afterEach(() => vi.resetAllMocks());

describe('the home page loader', () => {
  it('asks for six services and the three latest projects side by side', async () => {
    let answerServices = (_: Awaited<ReturnType<typeof listServices>>) => undefined as void;
    vi.mocked(listServices).mockReturnValue(new Promise((resolve) => (answerServices = resolve)));
    vi.mocked(searchLatestProjects).mockResolvedValue({ status: 1, data: NEWS, pagination });

    const loading = loadHomeData();
    expect(listServices).toHaveBeenCalledWith({ limit: 6, page: 1 });
    expect(searchLatestProjects).toHaveBeenCalledWith(3);
    answerServices({ status: 1, data: SERVICES, pagination });
    expect(await loading).toEqual({ services: ready(SERVICES), news: ready(NEWS) });
  });

  it('lets one block fail without taking the other with it', async () => {
    vi.mocked(listServices).mockResolvedValue(CONNECTION_FAILURE);
    vi.mocked(searchLatestProjects).mockResolvedValue({ status: 1, data: NEWS, pagination });
    const data = await loadHomeData();
    expect(data).toEqual({ services: FAILED, news: ready(NEWS) });
    // What the server writes into the page for the browser to hydrate from.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});
