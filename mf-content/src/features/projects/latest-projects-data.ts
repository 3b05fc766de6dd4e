import { searchLatestProjects } from '@rental/shared/api-client/calls/search-projects.ts';
import type { Project } from '@rental/shared/contracts';
import { PROJECTS_PAGE_SIZE } from '@rental/shared/contracts/limits.ts';
import { loadFromApi, type Loaded } from '../../components/load-from-api.ts';

export interface LatestProjectsData {
  projects: Loaded<Project[]>;
}

/** The latest-projects page's loader (docs/decisions/015): the six latest, newest first. */
export async function loadLatestProjectsData(): Promise<LatestProjectsData> {
  return { projects: await loadFromApi(() => searchLatestProjects(PROJECTS_PAGE_SIZE)) };
}
