import type { Service } from '../../contracts/catalogue.ts';
import type { Success } from '../../contracts/envelope.ts';
import { detailAnswerPaths } from '../detail-answers.ts';
import { send } from '../http-client.ts';

export const getService = (id: number) =>
  send<Success<Service>>({ method: 'GET', url: detailAnswerPaths.service(id) });
