import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { shipments, users } from '../../db/schema';

/** The first name of the shipper who booked a shipment, as its e-mails greet them. */
export const shipperFirstName = async (db: Db, shipmentId: number): Promise<string> => {
  const [shipper] = await db
    .select({ firstName: users.firstName })
    .from(shipments)
    .innerJoin(users, eq(users.id, shipments.userId))
    .where(eq(shipments.id, shipmentId));
  if (!shipper) throw new Error(`Shipment ${shipmentId} has no shipper.`);
  return shipper.firstName;
};
