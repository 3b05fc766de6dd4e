import { searchLatestProjects } from '@rental/shared/api-client/calls/search-projects.ts';
import type { Project } from '@rental/shared/contracts';
import { loaderLanguage } from '@rental/shared/i18n/page-language.ts';
import { PROJECTS_PAGE_SIZE } from '@rental/shared/contracts/limits.ts';
import { loadFromApi, type Loaded } from '../../components/load-from-api.ts';

export interface LatestProjectsData {
  projects: Loaded<Project[]>;
}

/** The latest-projects page's loader (docs/decisions/015): the six latest, newest first, in the page's language. */
export async function loadLatestProjectsData({ request }: { request: Request }): Promise<LatestProjectsData> {
  const lang = loaderLanguage(request);
  return { projects: await loadFromApi(() => searchLatestProjects(lang, PROJECTS_PAGE_SIZE)) };
}
