import { Type, type TProperties } from 'typebox';
import { langField } from './content-language.ts';
import { LIST_MAX_PAGE_SIZE, LIST_PAGE_SIZE, SEARCH_QUERY_MAX_LENGTH } from './limits.ts';

export const SortDirection = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);

/** The fields every list call accepts; `query` is the wildcard pattern of docs/product.md#lists, e.g. `%sky%panel%`. */
const listPagingFields = (defaultLimit: number) => ({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIST_MAX_PAGE_SIZE, default: defaultLimit })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  query: Type.Optional(Type.Union([Type.String({ maxLength: SEARCH_QUERY_MAX_LENGTH }), Type.Null()])),
  lang: langField(),
});

/** A list request body: paging and search, one `order_by` field, and any extra filters. */
export const ListRequest = <Extra extends TProperties>(
  orderField: string,
  extra: Extra,
  defaultLimit = LIST_PAGE_SIZE,
) =>
  Type.Object(
    {
      ...listPagingFields(defaultLimit),
      order_by: Type.Optional(
        Type.Union([
          Type.Object({ [orderField]: Type.Optional(SortDirection) }, { additionalProperties: false }),
          Type.Null(),
        ]),
      ),
      ...extra,
    },
    { additionalProperties: false },
  );
