import { Type, type Static, type TProperties } from 'typebox';

/** A language the site is written in (docs/product.md#language). */
export const ContentLanguage = Type.Union(
  [Type.Literal('en'), Type.Literal('ht'), Type.Literal('es'), Type.Literal('fr')],
  { description: 'en, ht, es or fr.' },
);
export type ContentLanguage = Static<typeof ContentLanguage>;

/** The language asked of an answer holding the company's texts; English when absent. */
export const langField = () =>
  Type.Optional(
    Type.Union(ContentLanguage.anyOf, {
      description:
        "The page's language (en, ht, es or fr; en by default): the company's texts are answered in it, each in English where it has no translation.",
    }),
  );

/** The query string of a GET answering the company's texts. */
export const LangQuery = Type.Object({ lang: langField() }, { additionalProperties: false });
export type LangQuery = Static<typeof LangQuery>;

/**
 * The language each translated field of an item is actually in: the one asked, or `en` where the company has
 * not written that text in it, so a page can mark English text as such (WCAG 3.1.2).
 */
export const FieldLanguages = <Fields extends TProperties>(fields: Fields) =>
  Type.Object(fields, {
    description:
      'The language each translated field is in: the one asked, or en where it falls back to English.',
  });
