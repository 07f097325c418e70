import { eq } from 'drizzle-orm';
import type { Member } from '@domain/companySchemas';
import type { Person } from '@domain/types';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';

/** A member by name, as the team and the history show who did a thing. */
export const personOf = async (db: Db, userId: number): Promise<Person> => {
  const [person] = await db
    .select({ id: users.id, first_name: users.firstName, last_name: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) throw new Error(`User ${userId} is missing.`);
  return person;
};

/** A member as the team page lists them. */
export const toMember = (row: typeof users.$inferSelect): Member => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  role: row.role,
  status: row.removedAt ? 'removed' : 'active',
  last_active_at: row.lastActiveAt?.toISOString() ?? null,
});
