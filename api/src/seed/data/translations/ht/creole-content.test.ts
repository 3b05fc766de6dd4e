import { describe, expect, it } from 'vitest';
import type { SeedCategory } from '../../../seed-types.ts';
import { camera } from '../../catalogue-camera.ts';
import { grip } from '../../catalogue-grip.ts';
import { gripTrucks } from '../../catalogue-grip-trucks.ts';
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
import { gripEquipment } from './equipment-grip.ts';
import { gripTrucksEquipment } from './equipment-grip-trucks.ts';
import { lightingEquipment } from './equipment-lighting.ts';
import { powerEquipment } from './equipment-power.ts';
import { riggingEquipment } from './equipment-rigging.ts';
import { soundEquipment } from './equipment-sound.ts';
import { stagingEquipment } from './equipment-staging.ts';
import { videoEquipment } from './equipment-video.ts';
import { creoleContent } from './index.ts';

const equipment = categories.flatMap((category) =>
  category.subcategories.flatMap((subcategory) => subcategory.equipment),
);
const sortedIds = (ids: Iterable<number | string>) => [...ids].map(Number).sort((a, b) => a - b);
const itemIds = (category: SeedCategory) =>
  sortedIds(category.subcategories.flatMap((s) => s.equipment.map((item) => item.id)));

/** Each catalogue file and the Creole file that translates it, one to one. */
const equipmentFiles: [SeedCategory, Record<number, string>][] = [
  [lighting, lightingEquipment],
  [sound, soundEquipment],
  [video, videoEquipment],
  [camera, cameraEquipment],
  [rigging, riggingEquipment],
  [grip, gripEquipment],
  [gripTrucks, gripTrucksEquipment],
  [powerAndGenerators, powerEquipment],
  [stagingAndEffects, stagingEquipment],
];

/** Texts that are the same word in both languages, so being equal to the source is no sign of English: "Festival". */
const SAME_IN_CREOLE = new Set(['Festival']);

/**
 * English words that carry no product name and have no place in a Creole sentence; finding one means a phrase
 * was left in English. Lower case only, so a brand such as "The Light Source" does not count.
 */
const ENGLISH_FUNCTION_WORDS = ['the', 'and', 'with', 'for', 'of', 'is', 'are', 'from', 'which', 'that'];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whether `word` stands in `text` as a word of its own, not inside a longer one ("S60" is not in "S600"). */
const hasWord = (text: string, word: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(word)}($|[^\\p{L}\\p{N}])`, 'u').test(text);

/**
 * The text without a sentence's first word when it is a plain capitalised word, which any English word becomes
 * there ("The white side…" does not name "The Rag Place"); "ARRI's largest…" keeps its brand.
 */
const withoutSentenceStarts = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.replace(/^\p{Lu}\p{Ll}+\b/u, ''))
    .join(' ');

/** The words of an item's name that look like a brand or a model (a capital or a digit), as the description names them. */
const brandWords = (name: string, description: string) =>
  name
    .split(/[\s,()]+/)
    .filter((word) => /[\p{Lu}\d]/u.test(word))
    .filter((word) => hasWord(withoutSentenceStarts(description), word));

/** Every Creole text with the English it translates, named by where it lives. */
const pairs: { where: string; english: string; creole: string | undefined }[] = [
  ...equipment.map((item) => ({
    where: `equipment ${item.id}`,
    english: item.description,
    creole: creoleContent.equipment[item.id],
  })),
  ...services.flatMap((service) => [
    {
      where: `service ${service.id} title`,
      english: service.title,
      creole: creoleContent.services[service.id]?.title,
    },
    {
      where: `service ${service.id} description`,
      english: service.description,
      creole: creoleContent.services[service.id]?.description,
    },
  ]),
  ...packages.flatMap((pack) => [
    { where: `package ${pack.id} name`, english: pack.name, creole: creoleContent.packages[pack.id]?.name },
    {
      where: `package ${pack.id} description`,
      english: pack.description,
      creole: creoleContent.packages[pack.id]?.description,
    },
  ]),
  ...projects.flatMap((project) => [
    {
      where: `project ${project.id} category`,
      english: project.category,
      creole: creoleContent.projects[project.id]?.category,
    },
    {
      where: `project ${project.id} description`,
      english: project.description,
      creole: creoleContent.projects[project.id]?.description,
    },
  ]),
  ...staff.map((person) => ({
    where: `staff ${person.id} title`,
    english: person.title,
    creole: creoleContent.staff[person.id]?.title,
  })),
];

describe('the company’s content in Haitian Creole', () => {
  it('translates each catalogue file’s items in its own file, every item and no other', () => {
    for (const [category, translations] of equipmentFiles) {
      expect(sortedIds(Object.keys(translations)), category.title).toEqual(itemIds(category));
    }
  });

  it('has the same ids as the English seed, none missing and none extra', () => {
    expect(sortedIds(Object.keys(creoleContent.equipment))).toEqual(
      sortedIds(equipment.map((item) => item.id)),
    );
    expect(sortedIds(Object.keys(creoleContent.services))).toEqual(sortedIds(services.map((s) => s.id)));
    expect(sortedIds(Object.keys(creoleContent.packages))).toEqual(sortedIds(packages.map((p) => p.id)));
    expect(sortedIds(Object.keys(creoleContent.projects))).toEqual(sortedIds(projects.map((p) => p.id)));
    expect(sortedIds(Object.keys(creoleContent.staff))).toEqual(sortedIds(staff.map((s) => s.id)));
  });

  it('gives every text a non-empty Creole version', () => {
    const empty = pairs.filter(({ creole }) => !creole?.trim()).map(({ where }) => where);
    expect(empty).toEqual([]);
  });

  it('leaves no text in English', () => {
    const untranslated = pairs
      .filter(({ english, creole }) => creole?.trim() === english.trim() && !SAME_IN_CREOLE.has(english))
      .map(({ where }) => where);
    expect(untranslated).toEqual([]);
    const englishPhrases = pairs.flatMap(({ where, creole }) =>
      ENGLISH_FUNCTION_WORDS.filter((word) => hasWord(creole ?? '', word)).map(
        (word) => `${where}: "${word}"`,
      ),
    );
    expect(englishPhrases).toEqual([]);
  });

  it('keeps the brand and model names an item’s description gives, exactly as written', () => {
    const lost = equipment.flatMap((item) =>
      brandWords(item.name, item.description)
        .filter((word) => !hasWord(creoleContent.equipment[item.id] ?? '', word))
        .map((word) => `${item.id} ${item.name}: "${word}"`),
    );
    expect(lost).toEqual([]);
  });
});
