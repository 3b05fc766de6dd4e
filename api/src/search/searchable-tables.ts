import { categories, packages, services, subcategories } from '../db/schema.ts';
import { vectorsOf, type SearchableTable } from './searched-ids.ts';

/**
 * The tables a search reads besides the equipment, as the lists and the suggestions both read them. A
 * category's or subcategory's title is its own search key: titles are short and carry no model numbers.
 */
export const searchableServices: SearchableTable = {
  table: services,
  id: services.id,
  name: services.title,
  searchKey: services.searchKey,
  vectors: vectorsOf(services),
};

export const searchablePackages: SearchableTable = {
  table: packages,
  id: packages.id,
  name: packages.name,
  searchKey: packages.searchKey,
  vectors: vectorsOf(packages),
};

export const searchableCategories: SearchableTable = {
  table: categories,
  id: categories.id,
  name: categories.title,
  searchKey: categories.title,
  vectors: vectorsOf(categories),
};

export const searchableSubcategories: SearchableTable = {
  table: subcategories,
  id: subcategories.id,
  name: subcategories.title,
  searchKey: subcategories.title,
  vectors: vectorsOf(subcategories),
};
