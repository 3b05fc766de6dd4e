/**
 * Every text of a locale bundle with its dotted key ("contact.form.errors.name"), in the bundle's order:
 * what the translation checks compare between languages.
 */
export const flatTexts = (node: unknown, prefix = ''): [key: string, text: string][] =>
  typeof node === 'object' && node !== null
    ? Object.entries(node).flatMap(([key, child]) => flatTexts(child, prefix ? `${prefix}.${key}` : key))
    : [[prefix, String(node)]];

/** The dotted keys of a locale bundle, in its order. */
export const flatKeys = (node: unknown): string[] => flatTexts(node).map(([key]) => key);
