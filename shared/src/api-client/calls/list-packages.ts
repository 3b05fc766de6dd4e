import type { Package, PackageListRequest } from '../../contracts/catalogue.ts';
import type { ListResult } from '../../contracts/envelope.ts';
import { send } from '../http-client.ts';

export const listPackages = (body: PackageListRequest, signal?: AbortSignal) =>
  send<ListResult<Package>>({
    method: 'POST',
    url: '/packages/list',
    data: { ...body, with: { package_items: true } },
    signal,
  });
