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

export interface SeedSubcategory {
  id: number;
  title: string;
  equipment: SeedEquipment[];
}

export interface SeedCategory {
  id: number;
  title: string;
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
