import { Type, type Static, type TSchema } from 'typebox';

/**
 * The envelope (docs/product.md#api-envelope): success `{ status: 1, data, pagination? }`, failure
 * `{ status: 0, error, message, fields? }`.
 */
export const Pagination = Type.Object({
  total_pages: Type.Integer({ minimum: 0 }),
  per_page: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 0 }),
  current_page: Type.Integer({ minimum: 1 }),
});
export type Pagination = Static<typeof Pagination>;

export const SuccessEnvelope = <T extends TSchema>(data: T) => Type.Object({ status: Type.Literal(1), data });

export const ListEnvelope = <T extends TSchema>(item: T) =>
  Type.Object({ status: Type.Literal(1), data: Type.Array(item), pagination: Pagination });

export const ErrorCode = Type.Union([
  Type.Literal('bad_request'),
  Type.Literal('validation_failed'),
  Type.Literal('unauthorized'),
  Type.Literal('forbidden'),
  Type.Literal('not_found'),
  Type.Literal('payload_too_large'),
  Type.Literal('unsupported_media_type'),
  Type.Literal('method_not_allowed'),
  Type.Literal('conflict'),
  Type.Literal('refused'),
  Type.Literal('too_many_requests'),
  Type.Literal('service_unavailable'),
  Type.Literal('internal_error'),
]);
export type ErrorCode = Static<typeof ErrorCode>;

export const ErrorEnvelope = Type.Object({
  status: Type.Literal(0),
  error: ErrorCode,
  message: Type.String(),
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

export interface Success<T> {
  status: 1;
  data: T;
}
export interface ListResult<T> {
  status: 1;
  data: T[];
  pagination: Pagination;
}
