import { listServices } from '@rental/shared/api-client/calls/list-services.ts';
import { searchLatestProjects } from '@rental/shared/api-client/calls/search-projects.ts';
import type { Project, Service } from '@rental/shared/contracts';
import { loadFromApi, type Loaded } from '../../components/load-from-api.ts';

const SERVICE_CARDS = 6;
const NEWS_ITEMS = 3;

/** What the home page's blocks show from the API; the inventory teaser reads the site root's categories. */
export interface HomeData {
  services: Loaded<Service[]>;
  news: Loaded<Project[]>;
}

/**
 * The home page's loader (docs/decisions/015): the services and the latest projects, read side by side, so
 * the server renders the whole page with its data. Each block fails on its own.
 */
export async function loadHomeData(): Promise<HomeData> {
  const [services, news] = await Promise.all([
    loadFromApi(() => listServices({ limit: SERVICE_CARDS, page: 1 })),
    loadFromApi(() => searchLatestProjects(NEWS_ITEMS)),
  ]);
  return { services, news };
}
