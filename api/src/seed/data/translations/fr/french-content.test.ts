import { describe, expect, it } from 'vitest';
import type { SeedCategory } from '../../../seed-types.ts';
import { categories } from '../../catalogue.ts';
import { camera } from '../../catalogue-camera.ts';
import { gripTrucks } from '../../catalogue-grip-trucks.ts';
import { grip } from '../../catalogue-grip.ts';
import { lighting } from '../../catalogue-lighting.ts';
import { powerAndGenerators } from '../../catalogue-power.ts';
import { rigging } from '../../catalogue-rigging.ts';
import { sound } from '../../catalogue-sound.ts';
import { stagingAndEffects } from '../../catalogue-staging.ts';
import { video } from '../../catalogue-video.ts';
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
import { frenchContent } from './index.ts';

/** Each catalogue file with the French file that translates it, so no item is translated in the wrong file. */
const catalogueFiles: [SeedCategory, Record<number, string>][] = [
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

const englishEquipment = categories.flatMap((category) =>
  category.subcategories.flatMap((subcategory) => subcategory.equipment),
);

function ids(rows: { id: number }[]): number[] {
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

function keys(record: Record<number, unknown>): number[] {
  return Object.keys(record)
    .map(Number)
    .sort((a, b) => a - b);
}

function containsWord(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

/** Words of English that French never uses, so a text that holds one was left untranslated, wholly or in part. */
const englishOnlyWords = ['the', 'and', 'with', 'for', 'which', 'from', 'used', 'its'];

/**
 * The words of an item's name that are brand or model names (they hold a capital or a digit: ARRI, SkyPanel,
 * S60-C, 4/0) and that its English description repeats; the French description must repeat them too. Bare
 * numbers are sizes and ratings (C-Stand 40 in, Gobo Head 2.5 in), which French writes with its own decimal
 * comma and digit grouping; English words (The Rag Place) may open a sentence of the description.
 */
function namesRepeatedInDescription(name: string, description: string): string[] {
  return name
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(
      (word) =>
        /[\p{Lu}\p{N}]/u.test(word) &&
        !/^[\d.,]+$/.test(word) &&
        !englishOnlyWords.includes(word.toLowerCase()) &&
        containsWord(description, word),
    );
}

/** Project categories that French writes exactly as English does. */
const sameInBothLanguages = new Set(['Concert', 'Festival']);

function englishWordsIn(text: string): string[] {
  return englishOnlyWords.filter((word) => containsWord(text.toLowerCase(), word));
}

describe('the French seed content', () => {
  it('translates every equipment item of each catalogue file in its own French file, and nothing else', () => {
    expect(ids(catalogueFiles.map(([category]) => category))).toEqual(ids(categories));
    for (const [category, french] of catalogueFiles) {
      const english = category.subcategories.flatMap((subcategory) => subcategory.equipment);
      expect(keys(french), category.title).toEqual(ids(english));
    }
    expect(keys(frenchContent.equipment)).toEqual(ids(englishEquipment));
  });

  it('translates every service, package, project and staff member, and nothing else', () => {
    expect(keys(frenchContent.services)).toEqual(ids(services));
    expect(keys(frenchContent.packages)).toEqual(ids(packages));
    expect(keys(frenchContent.projects)).toEqual(ids(projects));
    expect(keys(frenchContent.staff)).toEqual(ids(staff));
  });

  const pairs: { what: string; english: string; french: string | undefined }[] = [
    ...englishEquipment.map((item) => ({
      what: `equipment ${item.id} description`,
      english: item.description,
      french: frenchContent.equipment[item.id],
    })),
    ...services.flatMap((service) => [
      {
        what: `service ${service.id} title`,
        english: service.title,
        french: frenchContent.services[service.id]?.title,
      },
      {
        what: `service ${service.id} description`,
        english: service.description,
        french: frenchContent.services[service.id]?.description,
      },
    ]),
    ...packages.flatMap((pack) => [
      { what: `package ${pack.id} name`, english: pack.name, french: frenchContent.packages[pack.id]?.name },
      {
        what: `package ${pack.id} description`,
        english: pack.description,
        french: frenchContent.packages[pack.id]?.description,
      },
    ]),
    ...projects.flatMap((project) => [
      {
        what: `project ${project.id} category`,
        english: project.category,
        french: frenchContent.projects[project.id]?.category,
      },
      {
        what: `project ${project.id} description`,
        english: project.description,
        french: frenchContent.projects[project.id]?.description,
      },
    ]),
    ...staff.map((person) => ({
      what: `staff ${person.id} title`,
      english: person.title,
      french: frenchContent.staff[person.id]?.title,
    })),
  ];

  it('gives every text a non-empty French version', () => {
    const missing = pairs.filter(({ french }) => !french?.trim()).map(({ what }) => what);
    expect(missing).toEqual([]);
  });

  it('leaves no text in English', () => {
    const untranslated = pairs
      .filter(
        ({ english, french }) =>
          (french === english && !sameInBothLanguages.has(english)) ||
          englishWordsIn(french ?? '').length > 0,
      )
      .map(({ what, french }) => `${what}: ${french}`);
    expect(untranslated).toEqual([]);
  });

  it('groups thousands the French way, never with an English comma', () => {
    const englishNumbers = pairs
      .filter(({ french }) => /\d,\d{3}(?!\d)/.test(french ?? ''))
      .map(({ what, french }) => `${what}: ${french}`);
    expect(englishNumbers).toEqual([]);
  });

  it('keeps the brand and model names an item’s description repeats from its name', () => {
    const lost = englishEquipment.flatMap((item) =>
      namesRepeatedInDescription(item.name, item.description)
        .filter((word) => !containsWord(frenchContent.equipment[item.id] ?? '', word))
        .map((word) => `${item.id} ${item.name}: ${word}`),
    );
    expect(lost).toEqual([]);
  });
});
