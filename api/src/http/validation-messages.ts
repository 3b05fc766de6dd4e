import { DELIVERY_DATE_PATTERN } from '@rental/shared/contracts';

/** The parts of an Ajv error we read (Fastify attaches these to `error.validation`). */
export interface SchemaViolation {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** `/items/0/quantity` → `items[0].quantity`. */
export function fieldPath(instancePath: string, child?: unknown): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof child === 'string') parts.push(child);
  return parts.reduce(
    (path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part),
    '',
  );
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

function describe(violation: SchemaViolation, field: string): string {
  const p = violation.params;
  switch (violation.keyword) {
    case 'required':
      return `${field} is required.`;
    case 'additionalProperties':
      return `${field} is not an accepted field.`;
    case 'type':
      return `${field} must be ${TYPE_NAMES[String(p.type)] ?? String(p.type)}.`;
    case 'minimum':
      return `${field} must be at least ${String(p.limit)}.`;
    case 'maximum':
      return `${field} must be at most ${String(p.limit)}.`;
    case 'minLength':
      return Number(p.limit) <= 1
        ? `${field} must not be empty.`
        : `${field} must be at least ${String(p.limit)} characters.`;
    case 'maxLength':
      return `${field} must be at most ${String(p.limit)} characters.`;
    case 'minItems':
      return `${field} must hold at least ${String(p.limit)} item${Number(p.limit) === 1 ? '' : 's'}.`;
    case 'maxItems':
      return `${field} must hold at most ${String(p.limit)} items.`;
    case 'format':
      return p.format === 'email'
        ? `${field} must be a valid e-mail address.`
        : `${field} must be a valid ${String(p.format)}.`;
    case 'pattern':
      if (p.pattern === DELIVERY_DATE_PATTERN)
        return `${field} must be a date written YYYY-MM-DD HH:mm:ss (UTC).`;
      if (p.pattern === '\\S') return `${field} must not be empty.`;
      return `${field} has an invalid format.`;
    default:
      return `${field} ${violation.message ?? 'is invalid'}.`;
  }
}

/**
 * One clear message per field. Nullable and enum-like fields are unions, so Ajv reports one error per
 * branch; we keep the first branch's error and merge `const` alternatives into "must be one of".
 */
export function messagesByField(violations: SchemaViolation[], root: string): Record<string, string> {
  // A Map, not an object literal: a client's field may be called `valueOf` or `toString`.
  const fields = new Map<string, string>();
  const allowed = new Map<string, string[]>();
  for (const violation of violations) {
    if (violation.keyword === 'anyOf' || violation.keyword === 'oneOf') continue;
    const child = violation.params.missingProperty ?? violation.params.additionalProperty;
    const field = fieldPath(violation.instancePath, child) || root;
    if (violation.keyword === 'const') {
      allowed.set(field, [...(allowed.get(field) ?? []), String(violation.params.allowedValue)]);
      continue;
    }
    if (!fields.has(field)) fields.set(field, describe(violation, field));
  }
  for (const [field, values] of allowed) fields.set(field, `${field} must be one of: ${values.join(', ')}.`);
  const paths = [...fields.keys()];
  for (const path of paths) {
    if (paths.some((other) => other.startsWith(`${path}.`) || other.startsWith(`${path}[`)))
      fields.delete(path);
  }
  return Object.fromEntries(fields);
}
