import type { Equipment } from '../../contracts/catalogue.ts';
import type { Success } from '../../contracts/envelope.ts';
import { detailAnswerPaths } from '../detail-answers.ts';
import { send } from '../http-client.ts';

export const getEquipment = (id: number) =>
  send<Success<Equipment>>({ method: 'GET', url: detailAnswerPaths.equipment(id) });
