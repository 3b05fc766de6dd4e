import type { Package } from '../../contracts/catalogue.ts';
import type { Success } from '../../contracts/envelope.ts';
import { detailAnswerPaths } from '../detail-answers.ts';
import type { Language } from '../../contracts/vocabulary.ts';
import { send } from '../http-client.ts';

/** One package, its texts in `lang` (each in English where the company has not written it in `lang`). */
export const getPackage = (id: number, lang: Language) =>
  send<Success<Package>>({ method: 'GET', url: detailAnswerPaths.package(id, lang) });
