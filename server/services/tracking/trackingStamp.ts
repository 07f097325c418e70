import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { perDatabase } from '../../db/perDatabase';
import {
  assignments,
  carriers,
  proofsOfDelivery,
  shipmentEvents,
  shipments,
  stops,
} from '../../db/schema';

/*
 * A shipment's tracking is read from its row, its stops, its live assignment and that carrier,
 * its history, its trail and its proof. Each row's xmin names the transaction that last wrote
 * it, so together they change whenever any of these rows does, whoever wrote them and wherever:
 * no writer has to remember to say so. The trail is counted in through its assignment, whose
 * row the statement that keeps positions always updates. The cities never change once loaded.
 */
/** Written out: drizzle leaves table names out of a one-table query, and the subqueries need it. */
const SHIPMENT = sql.raw('"shipments"."id"');

const prepareStamp = (db: Db) =>
  db
    .select({
      stamp: sql<string>`concat_ws('|',
        "shipments".xmin,
        (select string_agg(s.xmin::text, ',' order by s.id) from ${stops} s
          where s.shipment_id = ${SHIPMENT}),
        (select a.id || ':' || a.xmin || ':' || c.xmin from ${assignments} a
          join ${carriers} c on c.id = a.carrier_id
          where a.shipment_id = ${SHIPMENT} and a.ended_at is null),
        (select string_agg(e.id || ':' || e.xmin, ',' order by e.id) from ${shipmentEvents} e
          where e.shipment_id = ${SHIPMENT}),
        (select p.xmin from ${proofsOfDelivery} p where p.shipment_id = ${SHIPMENT}))`,
    })
    .from(shipments)
    .where(
      and(
        eq(shipments.id, sql.placeholder('shipmentId')),
        eq(shipments.companyId, sql.placeholder('companyId')),
      ),
    )
    .prepare('tracking_stamp');

const stampOf = perDatabase(prepareStamp);

/**
 * The version of everything the company's shipment is tracked by, in one round trip; null for a
 * shipment the company does not have.
 */
export const readTrackingStamp = async (
  db: Db,
  companyId: number,
  shipmentId: number,
): Promise<string | null> => {
  const [row] = await stampOf(db).execute({ shipmentId, companyId });
  return row?.stamp ?? null;
};
