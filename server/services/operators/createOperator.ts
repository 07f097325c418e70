import type { OperatorRole } from '@domain/operatorRoles';
import type { Db } from '../../db/database';
import { operators } from '../../db/schema';

export type NewOperator = {
  email: string;
  firstName: string;
  role: OperatorRole;
  /** Null until they set it through a one-time link. */
  passwordHash: string | null;
};

/** Adds one of Loadline's own staff; its id. */
export const createOperator = async (db: Db, operator: NewOperator): Promise<number> => {
  const [row] = await db.insert(operators).values(operator).returning({ id: operators.id });
  if (!row) throw new Error('No operator stored.');
  return row.id;
};
