import { describe, expect, it } from 'vitest';
import type { SeedCategory, SeedEquipment } from '../../../seed-types.ts';
import { camera } from '../../catalogue-camera.ts';
import { gripTrucks } from '../../catalogue-grip-trucks.ts';
import { grip } from '../../catalogue-grip.ts';
import { lighting } from '../../catalogue-lighting.ts';
import { powerAndGenerators } from '../../catalogue-power.ts';
import { rigging } from '../../catalogue-rigging.ts';
import { sound } from '../../catalogue-sound.ts';
import { stagingAndEffects } from '../../catalogue-staging.ts';
import { video } from '../../catalogue-video.ts';
import { categories } from '../../catalogue.ts';
import { packages } from '../../packages.ts';
import { projects } from '../../projects.ts';
import { services } from '../../services.ts';
import { staff } from '../../staff.ts';
import { cameraEquipment } from './equipment-camera.ts';
import { gripTrucksEquipment } from './equipment-grip-trucks.ts';
import { gripEquipment } from './equipment-grip.ts';
import { lightingEquipment } from './equipment-lighting.ts';
import { powerEquipment } from './equipment-power.ts';
import { riggingEquipment } from './equipment-rigging.ts';
import { soundEquipment } from './equipment-sound.ts';
import { stagingEquipment } from './equipment-staging.ts';
import { videoEquipment } from './equipment-video.ts';
import { spanishContent } from './index.ts';

/** Each catalogue file and the Spanish file that describes its items. */
const catalogueParts: { file: string; category: SeedCategory; spanish: Record<number, string> }[] = [
  { file: 'catalogue-lighting.ts', category: lighting, spanish: lightingEquipment },
  { file: 'catalogue-sound.ts', category: sound, spanish: soundEquipment },
  { file: 'catalogue-video.ts', category: video, spanish: videoEquipment },
  { file: 'catalogue-camera.ts', category: camera, spanish: cameraEquipment },
  { file: 'catalogue-rigging.ts', category: rigging, spanish: riggingEquipment },
  { file: 'catalogue-grip.ts', category: grip, spanish: gripEquipment },
  { file: 'catalogue-grip-trucks.ts', category: gripTrucks, spanish: gripTrucksEquipment },
  { file: 'catalogue-power.ts', category: powerAndGenerators, spanish: powerEquipment },
  { file: 'catalogue-staging.ts', category: stagingAndEffects, spanish: stagingEquipment },
];

const itemsOf = (category: SeedCategory): SeedEquipment[] =>
  category.subcategories.flatMap((subcategory) => subcategory.equipment);

const sortedIds = (ids: number[]) => [...ids].sort((a, b) => a - b);

const keysOf = (record: Record<number, unknown>) => sortedIds(Object.keys(record).map(Number));

/** Words Spanish writes as English does, so a translation may equal its source. */
const sameInSpanish = new Set(['Festival']);

/**
 * English words no Spanish sentence holds; one standing alone in a Spanish text is English left behind.
 * "in" is not among them: it is the unit of inches in both languages.
 */
const englishWord =
  /(?<![\p{L}\p{N}])(the|and|with|for|from|used|which|that|this|is|are|of|its|it|on|by|to|or|an)(?![\p{L}\p{N}])/u;

/**
 * The words of an item's name that name a brand or a model: the first word, unless an article ("The Rag
 * Place"), and any word with a digit or with more than one capital (ARRI, SkyPanel, S60-C, grandMA3).
 */
function brandAndModelWords(name: string): string[] {
  const words = name.split(/\s+/).map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''));
  return words.filter(
    (word, index) =>
      word !== '' &&
      !['The', 'A', 'An'].includes(word) &&
      (index === 0 || /\p{N}/u.test(word) || (word.match(/\p{Lu}/gu)?.length ?? 0) > 1),
  );
}

/** Whether `text` holds `word` whole, not inside a longer word ("ARRI" in "ARRI's", not in "ARRIMAX"). */
function holdsWord(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

/** Every Spanish text with its English source and the names it may keep in English. */
function allTranslations(): { where: string; english: string; spanish: string | undefined; names: string }[] {
  const equipment = categories.flatMap(itemsOf).map((item) => ({
    where: `equipment ${item.id}`,
    english: item.description,
    spanish: spanishContent.equipment[item.id],
    names: item.name,
  }));
  const serviceTexts = services.flatMap((service) => [
    {
      where: `service ${service.id} title`,
      english: service.title,
      spanish: spanishContent.services[service.id]?.title,
    },
    {
      where: `service ${service.id} description`,
      english: service.description,
      spanish: spanishContent.services[service.id]?.description,
    },
  ]);
  const packageTexts = packages.flatMap((pack) => [
    { where: `package ${pack.id} name`, english: pack.name, spanish: spanishContent.packages[pack.id]?.name },
    {
      where: `package ${pack.id} description`,
      english: pack.description,
      spanish: spanishContent.packages[pack.id]?.description,
    },
  ]);
  const projectTexts = projects.flatMap((project) => [
    {
      where: `project ${project.id} category`,
      english: project.category,
      spanish: spanishContent.projects[project.id]?.category,
    },
    {
      where: `project ${project.id} description`,
      english: project.description,
      spanish: spanishContent.projects[project.id]?.description,
    },
  ]);
  const staffTexts = staff.map((person) => ({
    where: `staff ${person.id} title`,
    english: person.title,
    spanish: spanishContent.staff[person.id]?.title,
  }));
  return [
    ...equipment,
    ...[...serviceTexts, ...packageTexts, ...projectTexts, ...staffTexts].map((text) => ({
      ...text,
      names: '',
    })),
  ];
}

describe('the company content in Spanish', () => {
  it.each(catalogueParts)('describes every item of $file and no other', ({ category, spanish }) => {
    expect(keysOf(spanish)).toEqual(sortedIds(itemsOf(category).map((item) => item.id)));
  });

  it('gathers every item of the catalogue, and only those, in its equipment', () => {
    expect(keysOf(spanishContent.equipment)).toEqual(
      sortedIds(categories.flatMap(itemsOf).map((item) => item.id)),
    );
  });

  it('translates every service, package, project and staff member, and no other', () => {
    expect(keysOf(spanishContent.services)).toEqual(sortedIds(services.map((service) => service.id)));
    expect(keysOf(spanishContent.packages)).toEqual(sortedIds(packages.map((pack) => pack.id)));
    expect(keysOf(spanishContent.projects)).toEqual(sortedIds(projects.map((project) => project.id)));
    expect(keysOf(spanishContent.staff)).toEqual(sortedIds(staff.map((person) => person.id)));
  });

  it('holds a text for every translated field', () => {
    const empty = allTranslations()
      .filter(({ spanish }) => (spanish ?? '').trim() === '')
      .map(({ where }) => where);
    expect(empty).toEqual([]);
  });

  it('keeps unchanged the brand and model names an item description names', () => {
    const lost = categories.flatMap(itemsOf).flatMap((item) =>
      brandAndModelWords(item.name)
        .filter((word) => holdsWord(item.description, word))
        .filter((word) => !holdsWord(spanishContent.equipment[item.id] ?? '', word))
        .map((word) => `equipment ${item.id}: ${word}`),
    );
    expect(lost).toEqual([]);
  });

  it('leaves no text in English', () => {
    const untranslated = allTranslations()
      .filter(({ english, spanish, names }) => {
        if (spanish === undefined) return false;
        if (spanish.trim().toLowerCase() === english.trim().toLowerCase()) return !sameInSpanish.has(english);
        const word = englishWord.exec(spanish)?.[0];
        return word !== undefined && !holdsWord(names, word);
      })
      .map(({ where, spanish }) => `${where}: ${spanish}`);
    expect(untranslated).toEqual([]);
  });
});
