import { untranslated } from '@rental/shared/testing/categories.ts';
import type { Category, Package, Project, Service, Staff } from '@rental/shared/contracts';
import type { Loaded } from '../components/load-from-api.ts';

/** Items as the API answers them, for the pages' loader data in tests. */
export const project = (id: number, overrides: Partial<Project> = {}): Project => ({
  id,
  title: `Project ${id}`,
  category: 'Concert',
  description: `What we brought to project ${id}.`,
  languages: { category: 'en', description: 'en' },
  mainImage: null,
  link: null,
  created_at: '2025-03-07T21:30:00Z',
  ...overrides,
});

export const service = (id: number, title: string): Service => ({
  id,
  title,
  description: `${title}, planned and run by our crew.`,
  languages: { title: 'en', description: 'en' },
  mainImage: null,
});

/** The four grip and lighting trucks, the packages the home page reads. */
export const trucks = (): Package[] =>
  [1, 2, 3, 4].map((id) => ({
    id,
    name: `${[7, 5, 3, 2][id - 1]}-Ton Grip & Lighting Truck`,
    description: 'A truck, loaded and labelled.',
    languages: { name: 'en', description: 'en' },
    mainImage: null,
    package_items: [],
  }));

export const staff = (id: number, firstname: string, lastname: string, title: string): Staff => ({
  id,
  firstname,
  lastname,
  title,
  languages: { title: 'en' },
  avatar: null,
});

export const category = (id: number, title: string, subcategories = 0): Category => ({
  id,
  title,
  translations: untranslated(title),
  subcategories: Array.from({ length: subcategories }, (_, index) => ({
    id: id * 100 + index,
    title: `${title} ${index + 1}`,
    translations: untranslated(`${title} ${index + 1}`),
  })),
});

export const ready = <T>(data: T): Loaded<T> => ({ status: 'ready', data });
export const FAILED = { status: 'failed' } as const;
