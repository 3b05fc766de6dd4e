import type { Equipment } from '../../contracts/catalogue.ts';
import type { Success } from '../../contracts/envelope.ts';
import { send } from '../http-client.ts';

export const getEquipment = (id: number) =>
  send<Success<Equipment>>({ method: 'GET', url: `/equipments/${id}` });
