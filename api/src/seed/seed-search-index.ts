import type { Database } from '../db/database.ts';
import { searchSynonyms } from '../db/schema.ts';
import {
  equipmentSource,
  packageSource,
  serviceSource,
  titleSource,
  type Titles,
} from '../search/search-source.ts';
import { writeSearchVectors } from '../search/search-vectors-writer.ts';
import { VocabularyCollector, writeSearchVocabulary } from '../search/search-vocabulary.ts';
import { categories as seedCategories } from './data/catalogue.ts';
import { packages as seedPackages } from './data/packages.ts';
import { searchSynonyms as seedSynonyms } from './data/search-synonyms.ts';
import { services as seedServices } from './data/services.ts';
import type { GeneratedEquipment } from './generated-equipment.ts';
import type { SeedCategory, SeedSubcategory } from './seed-types.ts';
import { contentByLanguage, translatedField } from './content-translations.ts';

/** A category's or subcategory's titles in four languages, as the search reads them. */
const titlesOf = (titled: SeedCategory | SeedSubcategory): Titles => ({
  title: titled.title,
  translations: titled.translations,
});

/** Each subcategory's titles with its category's, by subcategory id. */
const subcategoryTitles = new Map(
  seedCategories.flatMap((c) => c.subcategories.map((s) => [s.id, [titlesOf(s), titlesOf(c)]] as const)),
);

/**
 * The synonyms, then what the search reads of every searchable row and the vocabulary; after the rows
 * they are made from are written.
 */
export async function seedSearchIndex(db: Database, generated: GeneratedEquipment[]) {
  // The synonyms are the seed's data alone: the list is replaced as a whole.
  await db.delete(searchSynonyms);
  await db
    .insert(searchSynonyms)
    .values(seedSynonyms.map(({ language, term, means }) => ({ language, term, means })));
  await writeSearchIndex(db, generated);
}

/**
 * What the search reads (docs/decisions/020-search-relevance.md): every searchable row's vectors, written
 * again only where its words changed, and the vocabulary.
 */
async function writeSearchIndex(db: Database, generated: GeneratedEquipment[]) {
  const titled = (titled: SeedCategory | SeedSubcategory) => ({
    id: titled.id,
    source: titleSource(titlesOf(titled)),
  });
  await writeSearchVectors(db, 'categories', seedCategories.map(titled));
  await writeSearchVectors(
    db,
    'subcategories',
    seedCategories.flatMap((c) => c.subcategories.map(titled)),
  );
  const items = [
    ...seedCategories.flatMap((c) =>
      c.subcategories.flatMap((s) => s.equipment.map((e) => ({ ...e, subcategoryId: s.id }))),
    ),
    ...generated,
  ];
  await writeSearchVectors(
    db,
    'equipments',
    items.map((e) => {
      const [subcategory, category] = subcategoryTitles.get(e.subcategoryId)!;
      return {
        id: e.id,
        source: equipmentSource(e, subcategory, category, translatedField('equipment', e.id, 'description')),
      };
    }),
  );
  await writeSearchVectors(
    db,
    'services',
    seedServices.map((s) => ({
      id: s.id,
      source: serviceSource(
        s,
        translatedField('services', s.id, 'title'),
        translatedField('services', s.id, 'description'),
      ),
    })),
  );
  await writeSearchVectors(
    db,
    'packages',
    seedPackages.map((p) => ({
      id: p.id,
      source: packageSource(
        p,
        p.items.map((item) => item.item_name),
        translatedField('packages', p.id, 'name'),
        translatedField('packages', p.id, 'description'),
      ),
    })),
  );
  await writeSearchVocabulary(db, vocabularyOf(generated));
}

/** Every word the search may find or correct to: the catalogue's, in its languages, and the synonyms'. */
function vocabularyOf(generated: GeneratedEquipment[]): VocabularyCollector {
  const vocabulary = new VocabularyCollector();
  const addTitles = (titled: SeedCategory | SeedSubcategory) => {
    vocabulary.addName(titled.title);
    vocabulary.add('es', titled.translations.es, { named: true });
    vocabulary.add('fr', titled.translations.fr, { named: true });
    vocabulary.add('ht', titled.translations.ht, { named: true });
  };
  const addItem = (item: { name: string; description: string }) => {
    vocabulary.addName(item.name);
    vocabulary.add('en', item.description, { named: false });
  };
  for (const category of seedCategories) {
    addTitles(category);
    for (const subcategory of category.subcategories) {
      addTitles(subcategory);
      subcategory.equipment.forEach(addItem);
    }
  }
  generated.forEach(addItem);
  for (const service of seedServices) addItem({ name: service.title, description: service.description });
  for (const pkg of seedPackages) {
    addItem(pkg);
    for (const item of pkg.items) vocabulary.addName(item.item_name);
  }
  // The company's texts in the other languages: names are named, descriptions are not.
  for (const [language, content] of Object.entries(contentByLanguage) as [
    keyof typeof contentByLanguage,
    (typeof contentByLanguage)[keyof typeof contentByLanguage],
  ][]) {
    for (const description of Object.values(content.equipment))
      vocabulary.add(language, description, { named: false });
    for (const texts of [...Object.values(content.services), ...Object.values(content.packages)]) {
      vocabulary.add(language, 'title' in texts ? texts.title : texts.name, { named: true });
      vocabulary.add(language, texts.description, { named: false });
    }
  }
  for (const synonym of seedSynonyms) {
    vocabulary.add(synonym.language, synonym.term, { named: true });
    vocabulary.add('en', synonym.means, { named: false });
  }
  return vocabulary;
}
