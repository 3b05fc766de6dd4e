/** A country's name in each of the four interface languages. */
export interface CountryName {
  english: string;
  creole: string;
  spanish: string;
  french: string;
}

/**
 * One entry of the country reference (docs/product.md#entities). `phoneCode` is a plus sign and digits; it may be absent or
 * empty, or hold several prefixes separated by commas.
 */
export interface Country {
  name: CountryName;
  /** ISO 3166-1 alpha-2, or the legacy code of an entry that no longer exists (AN, CS). */
  code: string;
  phoneCode?: string;
}
