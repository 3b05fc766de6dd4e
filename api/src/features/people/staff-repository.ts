import { asc } from 'drizzle-orm';
import type { Staff } from '@rental/shared/contracts';
import type { Database } from '../../db/database.ts';
import { staff } from '../../db/schema.ts';

export function listStaff(db: Database): Promise<Staff[]> {
  return db
    .select({
      id: staff.id,
      firstname: staff.firstname,
      lastname: staff.lastname,
      title: staff.title,
      avatar: staff.avatar,
    })
    .from(staff)
    .orderBy(asc(staff.position), asc(staff.id));
}
