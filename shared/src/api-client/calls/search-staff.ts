import type { Success } from '../../contracts/envelope.ts';
import type { Staff } from '../../contracts/people.ts';
import { send } from '../http-client.ts';

import type { Language } from '../../contracts/vocabulary.ts';

/** The team, each job title in `lang` (or English where it has none). */
export const searchStaff = (lang: Language) =>
  send<Success<Staff[]>>({ method: 'POST', url: '/users/search', data: { lang } });
