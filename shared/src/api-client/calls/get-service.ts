import type { Service } from '../../contracts/catalogue.ts';
import type { Success } from '../../contracts/envelope.ts';
import { detailAnswerPaths } from '../detail-answers.ts';
import type { Language } from '../../contracts/vocabulary.ts';
import { send } from '../http-client.ts';

/** One service, its texts in `lang` (each in English where the company has not written it in `lang`). */
export const getService = (id: number, lang: Language) =>
  send<Success<Service>>({ method: 'GET', url: detailAnswerPaths.service(id, lang) });
