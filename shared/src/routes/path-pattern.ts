/** The segments of a pattern: `/equipments/:id/details` is `''`, `equipments`, `:id` and `details`. */
type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;

type RequiredName<S extends string> = S extends `:${infer Name}`
  ? Name extends `${string}?`
    ? never
    : Name
  : never;
type OptionalName<S extends string> = S extends `:${infer Name}?` ? Name : never;

/** The values a pattern's address needs, typed from the pattern: `{ id }` for `/services/:id/show`. */
export type PathParams<P extends string> = { [Name in RequiredName<Segments<P>>]: string | number } & {
  [Name in OptionalName<Segments<P>>]?: string | number;
};

/** A link to a page: nothing, its optional values, or the values it needs, as its pattern says. */
export type PathTo<P extends string> = [RequiredName<Segments<P>>] extends [never]
  ? [OptionalName<Segments<P>>] extends [never]
    ? () => string
    : (params?: { [Name in OptionalName<Segments<P>>]?: string | number }) => string
  : (params: PathParams<P>) => string;

/**
 * The address a router pattern stands for with these values. An optional segment without a value ends
 * the address; a value after it would name another page, so it is refused, as is a missing required one.
 */
export function fillPath(pattern: string, params: Readonly<Record<string, string | number>> = {}): string {
  let ended = false;
  const filled = pattern.split('/').flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const value = params[name];
    if (value === undefined) {
      if (!optional) throw new Error(`${pattern} needs a value for ${name}`);
      ended = true;
      return [];
    }
    if (ended) throw new Error(`${pattern}: ${name} is given without the segment before it`);
    return [encodeURIComponent(String(value))];
  });
  return filled.join('/') || '/';
}
