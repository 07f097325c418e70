import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { shipments, users } from '../../db/schema';

type MailRecipient = { email: string; firstName: string };

/**
 * Who an e-mail about a shipment goes to, read when it is sent: the member its row names while
 * they are still of the shipment's company (null once removed), or, for a row that names nobody
 * (owed before members chose their e-mails), the member who booked it.
 */
export const mailRecipient = async (
  db: Db,
  shipmentId: number,
  userId: number | null,
): Promise<MailRecipient | null> => {
  const [recipient] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(shipments)
    .innerJoin(
      users,
      userId === null
        ? eq(users.id, shipments.userId)
        : and(
            eq(users.id, userId),
            eq(users.companyId, shipments.companyId),
            isNull(users.removedAt),
          ),
    )
    .where(eq(shipments.id, shipmentId));
  return recipient ?? null;
};
