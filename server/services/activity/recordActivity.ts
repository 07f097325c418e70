import { and, desc, eq, sql } from 'drizzle-orm';
import type { ActivityChange, ActivityDetails, ActivityKind } from '@domain/activity';
import type { Db } from '../../db/database';
import { activity, paymentMethods } from '../../db/schema';

export type NewActivity = {
  companyId: number;
  /** The member who did it. */
  actorId: number;
  kind: ActivityKind;
  at: Date;
  shipmentId?: number;
  /** The member a team event concerns. */
  memberId?: number;
  details?: ActivityDetails;
  changes?: ActivityChange[];
  /** A payment's card, named by brand and last four in the details as the company saved it. */
  paidWith?: string;
};

/**
 * The card as the company saved it, as details to add: none for a card paid with through the API
 * alone, never saved. Part of the insert's own statement, which a payment's transaction would
 * otherwise pay a round trip for.
 */
const savedCardDetails = (companyId: number, paymentMethodId: string) =>
  sql`coalesce((${sql`select jsonb_build_object('brand', ${paymentMethods.brand}, 'last4', ${paymentMethods.last4}) from ${paymentMethods} where ${and(
    eq(paymentMethods.companyId, companyId),
    eq(paymentMethods.paymentMethodId, paymentMethodId),
  )} order by ${desc(paymentMethods.id)} limit 1`}), '{}'::jsonb)`;

/**
 * Writes an event of the company's history. Called with the transaction of the change it records,
 * so that the history holds exactly the changes that committed.
 */
export const recordActivity = async (
  tx: Db,
  { paidWith, details = {}, ...event }: NewActivity,
): Promise<void> => {
  await tx.insert(activity).values({
    ...event,
    details:
      paidWith === undefined
        ? details
        : sql`${JSON.stringify(details)}::jsonb || ${savedCardDetails(event.companyId, paidWith)}`,
  });
};
