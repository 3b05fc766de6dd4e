/**
 * The shape of the seed catalogue. Ids are fixed so that seeding is idempotent and links stay stable.
 * Image values are paths under the API's media route, e.g. `/media/equipment/led-panel.svg`,
 * and each names a file in `api/media/` (a test checks that every one exists).
 */
export interface SeedEquipment {
  id: number;
  name: string;
  description: string;
  image: string;
}

/** A text in the site's three other languages, each required so that no menu falls back to English. */
export interface SeedTranslations {
  ht: string;
  es: string;
  fr: string;
}

export interface SeedSubcategory {
  id: number;
  title: string;
  /** The title in the site's other languages (English is `title`); docs/product.md#language. */
  translations: SeedTranslations;
  equipment: SeedEquipment[];
}

export interface SeedCategory {
  id: number;
  title: string;
  /** The title in the site's other languages (English is `title`); docs/product.md#language. */
  translations: SeedTranslations;
  subcategories: SeedSubcategory[];
}

export interface SeedService {
  id: number;
  title: string;
  description: string;
  image: string;
}

export interface SeedPackageItem {
  item_name: string;
  quantity: number;
}

export interface SeedPackage {
  id: number;
  name: string;
  description: string;
  image: string;
  items: SeedPackageItem[];
}

export interface SeedProject {
  id: number;
  title: string;
  category: string;
  description: string;
  image: string;
  link: string | null;
  /** ISO 8601 timestamp in UTC. */
  created_at: string;
}

export interface SeedStaff {
  id: number;
  firstname: string;
  lastname: string;
  title: string;
  avatar: string;
}

/**
 * A word or phrase visitors search with and the catalogue's own English words for it, so a search in any of
 * the site's languages, or in trade slang, finds items the catalogue describes in English.
 */
export interface SeedSynonym {
  /** The language the visitor types `term` in. */
  language: 'en' | 'ht' | 'es' | 'fr';
  /**
   * One or more words a visitor types, in that language. The singular is enough: the search stems words,
   * and ignores case and accents.
   */
  term: string;
  /**
   * One or more English words the catalogue itself uses in item names, descriptions or category titles; an
   * item must hold all of them to be found through `term`.
   */
  means: string;
}

/**
 * The company's own texts in one of the site's other languages (docs/product.md#language), by the id of the
 * row each translates. Names of equipment (brand and model), of projects and of people stay as the
 * company writes them, in every language.
 */
export interface SeedContentTranslations {
  /** Each equipment item's description. */
  equipment: Record<number, string>;
  services: Record<number, { title: string; description: string }>;
  packages: Record<number, { name: string; description: string }>;
  projects: Record<number, { category: string; description: string }>;
  /** Each person's job title. */
  staff: Record<number, { title: string }>;
}
