import type { Language } from './languages.ts';

/** The texts of one namespace in one language. */
export type NamespaceTexts = Record<string, unknown>;

/** Translations of one namespace in the four languages; the key sets must match (a test checks it). */
export type NamespaceBundles = Record<Language, NamespaceTexts>;

/**
 * How an app gets each language's texts of its namespace: a visitor downloads only the language they read.
 * An app bundles the default language and imports the others when they are asked for.
 */
export type NamespaceLoaders = Record<Language, () => Promise<NamespaceTexts | { default: NamespaceTexts }>>;
