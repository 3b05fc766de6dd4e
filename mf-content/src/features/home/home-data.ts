import { listPackages } from '@rental/shared/api-client/calls/list-packages.ts';
import { listServices } from '@rental/shared/api-client/calls/list-services.ts';
import { searchLatestProjects } from '@rental/shared/api-client/calls/search-projects.ts';
import type { Package, Project, Service } from '@rental/shared/contracts';
import { loaderLanguage } from '@rental/shared/i18n/page-language.ts';
import { loadFromApi, type Loaded } from '../../components/load-from-api.ts';
import { TRUCK_COUNT } from './truck-packages-section.tsx';

const SERVICE_CARDS = 6;
const NEWS_ITEMS = 3;

/** What the home page's blocks show from the API; the inventory teaser reads the site root's categories. */
export interface HomeData {
  services: Loaded<Service[]>;
  news: Loaded<Project[]>;
  /** The grip and lighting trucks, the first packages. */
  trucks: Loaded<Package[]>;
}

/**
 * The home page's loader (docs/decisions/015): the services, the trucks and the latest projects, read side by
 * side in the page's language, so the server renders the whole page with its data. Each block fails on its own.
 */
export async function loadHomeData({ request }: { request: Request }): Promise<HomeData> {
  const lang = loaderLanguage(request);
  const [services, news, trucks] = await Promise.all([
    loadFromApi(() => listServices({ limit: SERVICE_CARDS, page: 1, lang })),
    loadFromApi(() => searchLatestProjects(lang, NEWS_ITEMS)),
    loadFromApi(() => listPackages({ limit: TRUCK_COUNT, page: 1, lang })),
  ]);
  return { services, news, trucks };
}
