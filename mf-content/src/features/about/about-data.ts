import { searchStaff } from '@rental/shared/api-client/calls/search-staff.ts';
import type { Staff } from '@rental/shared/contracts';
import { loadFromApi, type Loaded } from '../../components/load-from-api.ts';

export interface AboutData {
  team: Loaded<Staff[]>;
}

/** The about page's loader (docs/decisions/015): the team, for the server to render with the page. */
export async function loadAboutData(): Promise<AboutData> {
  return { team: await loadFromApi(searchStaff) };
}
