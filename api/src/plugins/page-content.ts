import { imageUrl } from '@rental/shared/api-client/api-base.ts';
import { detailPageItems } from '@rental/shared/api-client/detail-answers.ts';
import type { ItemType } from '@rental/shared/contracts';
import type { PageRoute } from '@rental/shared/federation/page-routes.ts';
import { LIST_SEARCH_PARAMS } from '@rental/shared/routes/paths.ts';
import { LIST_FIRST_ROW, listFirstScreens } from '@rental/shared/site/list-first-screens.ts';
import { API_PREFIX } from '../http/api-prefix.ts';

/** Where the server finds the catalogue's pictures (api/src/features/catalogue/main-images.ts). */
export interface CataloguePictures {
  /** The main picture of an item (null: none), or undefined when there is no such item. */
  mainImageOf(type: ItemType, id: number): Promise<string | null | undefined>;
  /** The main pictures of a list's first items, in its order when no sort is chosen. */
  leadingImagesOf(type: ItemType, count: number): Promise<(string | null)[]>;
}

/**
 * What the server knows of a page's catalogue content before the app runs (issue 8). A detail page: the
 * address of the API answer it asks for, and its item's picture (undefined when there is no such item or
 * the read failed). A list without search words or sort: its first row's pictures, and its toolbar's
 * drop-downs beside the search.
 */
export type PageContent =
  | { kind: 'item'; answer: string; picture?: string }
  | { kind: 'list'; pictures: string[]; toolbarSelects: number };

/**
 * Reads the content a page address names, with one indexed read. Any other page, a list with words or a
 * sort, or an id no item can have, has none; a failed read leaves the pictures out and the page is still
 * served.
 */
export function pageContentReader(pictures: CataloguePictures) {
  const itemOf = async (route: PageRoute, pathname: string): Promise<PageContent | undefined> => {
    const item = detailPageItems[route.path];
    const id = pathname.split('/')[route.path.split('/').indexOf(':id')] ?? '';
    if (!item || !/^[1-9]\d{0,9}$/.test(id)) return undefined;
    const image = await pictures.mainImageOf(item.type, Number(id)).catch(() => undefined);
    return {
      kind: 'item',
      answer: `${API_PREFIX}${item.answer(Number(id))}`,
      picture: image === undefined ? undefined : imageUrl(image),
    };
  };

  const listOf = async (route: PageRoute, search: URLSearchParams): Promise<PageContent | undefined> => {
    const list = listFirstScreens[route.path];
    if (!list || Object.values(LIST_SEARCH_PARAMS).some((name) => search.has(name))) return undefined;
    const images = await pictures.leadingImagesOf(list.type, LIST_FIRST_ROW).catch(() => []);
    return { kind: 'list', pictures: images.map(imageUrl), toolbarSelects: list.toolbarSelects };
  };

  return async (route: PageRoute, url: URL): Promise<PageContent | undefined> =>
    (await itemOf(route, url.pathname)) ?? (await listOf(route, url.searchParams));
}
