import type { Equipment, EquipmentListRequest } from '../../contracts/catalogue.ts';
import type { ListResult } from '../../contracts/envelope.ts';
import { send } from '../http-client.ts';

export const listEquipments = (body: EquipmentListRequest, signal?: AbortSignal) =>
  send<ListResult<Equipment>>({ method: 'POST', url: '/equipments/list', data: body, signal });
