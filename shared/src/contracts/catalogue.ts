import { Type, type Static } from 'typebox';
import { ContentLanguage, FieldLanguages } from './content-language.ts';
import { ListRequest } from './list-request.ts';

export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;

const ImagePath = Type.Union([Type.String(), Type.Null()], {
  description:
    'Path under the API base (e.g. /media/equipment/led-panel.svg); null when the item has no image.',
});

export const TitleTranslations = Type.Object(
  { ht: Type.String(), es: Type.String(), fr: Type.String() },
  { description: 'The title in Haitian Creole, Spanish and French; `title` is the English one.' },
);
export type TitleTranslations = Static<typeof TitleTranslations>;

export const SubcategoryRef = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  translations: TitleTranslations,
});
export const Category = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  translations: TitleTranslations,
  subcategories: Type.Array(SubcategoryRef),
});
export type Category = Static<typeof Category>;

export const CategoryRef = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  translations: TitleTranslations,
});
export const Subcategory = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  translations: TitleTranslations,
  category_id: Type.Integer(),
  category: CategoryRef,
});
export type Subcategory = Static<typeof Subcategory>;

export const Equipment = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  languages: FieldLanguages({ description: ContentLanguage }),
  mainImage: ImagePath,
  subcategory_id: Type.Integer(),
  subcategory: Subcategory,
});
export type Equipment = Static<typeof Equipment>;

export const Service = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  languages: FieldLanguages({ title: ContentLanguage, description: ContentLanguage }),
  mainImage: ImagePath,
});
export type Service = Static<typeof Service>;

export const PackageItem = Type.Object({
  id: Type.Integer(),
  item_name: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
});
export type PackageItem = Static<typeof PackageItem>;

export const Package = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  languages: FieldLanguages({ name: ContentLanguage, description: ContentLanguage }),
  mainImage: ImagePath,
  package_items: Type.Array(PackageItem),
});
export type Package = Static<typeof Package>;

const OptionalId = Type.Optional(Type.Union([Id, Type.Null()]));

export const EquipmentListRequest = ListRequest('name', {
  subcategory_id: OptionalId,
  with: Type.Optional(
    Type.Object(
      {
        subcategory: Type.Optional(
          Type.Object(
            { category_id: OptionalId },
            {
              additionalProperties: false,
              description: 'The subcategory with its category; filter by category_id.',
            },
          ),
        ),
      },
      { additionalProperties: false },
    ),
  ),
});
export type EquipmentListRequest = Static<typeof EquipmentListRequest>;

export const ServiceListRequest = ListRequest('title', {});
export type ServiceListRequest = Static<typeof ServiceListRequest>;

export const PackageListRequest = ListRequest('name', {
  with: Type.Optional(
    Type.Object({ package_items: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
  ),
});
export type PackageListRequest = Static<typeof PackageListRequest>;
