import { MAX_GENERATED_EQUIPMENT } from '../config.ts';
import type { SeedCategory, SeedEquipment } from './seed-types.ts';
import { categories as seedCategories } from './data/catalogue.ts';

/**
 * Generated items have the ids above this one (`GENERATED_EQUIPMENT_ID_BASE + 1` onwards); the catalogue
 * written by hand and anything created later keep the ids below it.
 */
export const GENERATED_EQUIPMENT_ID_BASE = 1_000_000;

export interface GeneratedEquipment extends SeedEquipment {
  subcategoryId: number;
  categoryId: number;
}

/** Model generations, rental configurations and quantities that vary a catalogue item into new ones. */
const GENERATIONS = ['', 'Mk II', 'Mk III', 'V2', 'Plus', 'Pro', 'XL', 'Compact', 'HD', 'Lite'];
const CONFIGURATIONS: [name: string, description: string][] = [
  ['', 'the unit on its own'],
  ['Kit', 'a kit with its usual accessories'],
  ['Travel Kit', 'a travel kit in a soft carry case'],
  ['Studio Kit', 'a studio kit with mounting hardware'],
  ['Package', 'a package with cabling and spares'],
  ['with Case', 'the unit in its hard case'],
  ['with Road Case', 'the unit in a wheeled road case'],
  ['with Cables', 'the unit with power and signal cables'],
  ['with Accessories', 'the unit with the manufacturer’s accessory set'],
  ['with Spare Batteries', 'the unit with two spare batteries and a charger'],
  ['Spare Unit', 'a spare unit kept on the truck'],
  ['Rental Kit', 'our standard rental kit'],
];
const QUANTITIES = ['', '2-Pack', '4-Pack', '6-Pack', 'Set of 8'];

/** Every variant but the plain item (generation, configuration and quantity all empty). */
const VARIANTS = GENERATIONS.length * CONFIGURATIONS.length * QUANTITIES.length - 1;
/** A prime step coprime to VARIANTS: stepping by it visits every variant once before repeating. */
const STEP = 7919;

function templatesOf(catalogue: SeedCategory[]) {
  return catalogue.flatMap((category) =>
    category.subcategories.flatMap((subcategory) =>
      subcategory.equipment.map((item) => ({ item, subcategoryId: subcategory.id, categoryId: category.id })),
    ),
  );
}

/**
 * `count` catalogue items for large-catalogue tests and benchmarks: variants of the seed catalogue's items
 * (brand and model kept, plus a generation, a rental configuration and a quantity), spread over every
 * subcategory in the seed's proportions. Deterministic: the same count gives the same items, and a
 * larger count extends a smaller one. Names are unique up to about 200,000 items, then numbered.
 */
export function generateEquipment(
  count: number,
  catalogue: SeedCategory[] = seedCategories,
): GeneratedEquipment[] {
  if (!Number.isInteger(count) || count < 0 || count > MAX_GENERATED_EQUIPMENT)
    throw new RangeError(`count must be an integer from 0 to ${MAX_GENERATED_EQUIPMENT}, got ${count}`);
  const templates = templatesOf(catalogue);
  return Array.from({ length: count }, (_, i) => {
    const t = i % templates.length;
    const { item, subcategoryId, categoryId } = templates[t]!;
    const round = Math.floor(i / templates.length);
    // Each template walks the variants in its own order, so neighbouring templates differ.
    const variant = 1 + ((round * STEP + t * 31) % VARIANTS);
    const generation = GENERATIONS[variant % GENERATIONS.length]!;
    const [configuration, configurationText] =
      CONFIGURATIONS[Math.floor(variant / GENERATIONS.length) % CONFIGURATIONS.length]!;
    const quantity = QUANTITIES[Math.floor(variant / (GENERATIONS.length * CONFIGURATIONS.length))]!;
    const repeat = Math.floor(round / VARIANTS);
    const name = [
      item.name,
      generation,
      configuration,
      quantity && `(${quantity})`,
      repeat > 0 ? `#${repeat + 1}` : '',
    ]
      .filter(Boolean)
      .join(' ');
    const model = generation ? `${item.name} ${generation}` : item.name;
    const amount = quantity ? `, ${quantity.toLowerCase()}` : '';
    return {
      id: GENERATED_EQUIPMENT_ID_BASE + i + 1,
      name,
      description: `The ${model} as ${configurationText}${amount}. ${item.description}`,
      image: item.image,
      subcategoryId,
      categoryId,
    };
  });
}
