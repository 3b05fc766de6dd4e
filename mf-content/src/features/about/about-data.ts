import { searchStaff } from '@rental/shared/api-client/calls/search-staff.ts';
import type { Staff } from '@rental/shared/contracts';
import { loaderLanguage } from '@rental/shared/i18n/page-language.ts';
import { loadFromApi, type Loaded } from '../../components/load-from-api.ts';

export interface AboutData {
  team: Loaded<Staff[]>;
}

/** The about page's loader (docs/decisions/015): the team, job titles in the page's language, for the server to render with the page. */
export async function loadAboutData({ request }: { request: Request }): Promise<AboutData> {
  const lang = loaderLanguage(request);
  return { team: await loadFromApi(() => searchStaff(lang)) };
}
