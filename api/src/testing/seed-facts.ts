import { categories } from '../seed/data/catalogue.ts';

/** Facts about the seeded catalogue that tests compare the API's answers with. */
export const seededSubcategories = categories.flatMap((category) =>
  category.subcategories.map((subcategory) => ({ ...subcategory, categoryId: category.id })),
);
export const seededEquipment = seededSubcategories.flatMap((subcategory) =>
  subcategory.equipment.map((item) => ({
    ...item,
    subcategoryId: subcategory.id,
    categoryId: subcategory.categoryId,
  })),
);
