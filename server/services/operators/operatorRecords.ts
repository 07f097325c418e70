import { eq, sql } from 'drizzle-orm';
import type { Operator } from '@domain/operatorRoles';
import type { Db } from '../../db/database';
import { operators } from '../../db/schema';

export type OperatorRow = typeof operators.$inferSelect;

/** The API's Operator: never the password hash. */
export const toOperator = ({ id, email, firstName, role }: OperatorRow): Operator => ({
  id,
  email,
  first_name: firstName,
  role,
});

/** The operator of an e-mail address however it is typed, as the unique index compares them. */
export const findOperatorByEmail = async (db: Db, email: string): Promise<OperatorRow | null> => {
  const [row] = await db
    .select()
    .from(operators)
    .where(eq(sql`lower(${operators.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
};

export const findOperator = async (db: Db, operatorId: number): Promise<OperatorRow> => {
  const [row] = await db.select().from(operators).where(eq(operators.id, operatorId)).limit(1);
  if (!row) throw new Error(`Operator ${operatorId} is missing.`);
  return row;
};
