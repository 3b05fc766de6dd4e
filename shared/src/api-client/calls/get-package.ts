import type { Package } from '../../contracts/catalogue.ts';
import type { Success } from '../../contracts/envelope.ts';
import { detailAnswerPaths } from '../detail-answers.ts';
import { send } from '../http-client.ts';

export const getPackage = (id: number) =>
  send<Success<Package>>({ method: 'GET', url: detailAnswerPaths.package(id) });
