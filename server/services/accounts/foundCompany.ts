import type { Db } from '../../db/database';
import { companies, users } from '../../db/schema';

type NewCompany = Omit<typeof companies.$inferInsert, 'recordsVersion'>;
type NewAdmin = Omit<typeof users.$inferInsert, 'companyId' | 'role'>;

/**
 * A company and its first member, its admin: what a sign-up makes. Run it in a transaction, so
 * that a company is never left without its admin.
 */
export const foundCompany = async (
  db: Db,
  company: NewCompany,
  admin: NewAdmin,
): Promise<{ companyId: number; userId: number }> => {
  const [founded] = await db
    .insert(companies)
    .values({ ...company, createdAt: company.createdAt ?? admin.createdAt })
    .returning({ id: companies.id });
  if (!founded) throw new Error('The new company was not returned.');
  const [user] = await db
    .insert(users)
    .values({ ...admin, companyId: founded.id, role: 'admin' })
    .returning({ id: users.id });
  if (!user) throw new Error('The new account was not returned.');
  return { companyId: founded.id, userId: user.id };
};
