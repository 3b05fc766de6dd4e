import type { Service, ServiceListRequest } from '../../contracts/catalogue.ts';
import type { ListResult } from '../../contracts/envelope.ts';
import { send } from '../http-client.ts';

export const listServices = (body: ServiceListRequest, signal?: AbortSignal) =>
  send<ListResult<Service>>({ method: 'POST', url: '/services/list', data: body, signal });
