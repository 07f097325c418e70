import type { users } from '../../db/schema';

/** A shipper's account as stored, the signed-in user the services act for. */
export type Account = typeof users.$inferSelect;
