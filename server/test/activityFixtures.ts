import { and, asc, eq } from 'drizzle-orm';
import { activity } from '../db/schema';
import type { TestServer } from './testServer';

/** The kinds of a shipment's events, oldest first, straight from the table. */
export const kindsOf = async (server: TestServer, shipmentId: number) =>
  (
    await server.db
      .select({ kind: activity.kind })
      .from(activity)
      .where(eq(activity.shipmentId, shipmentId))
      .orderBy(asc(activity.id))
  ).map(({ kind }) => kind);

/** How many events of the kind the shipment has. */
export const countOf = async (
  server: TestServer,
  shipmentId: number,
  kind: 'payment_made' | 'refund_made',
) =>
  (
    await server.db
      .select({ id: activity.id })
      .from(activity)
      .where(and(eq(activity.shipmentId, shipmentId), eq(activity.kind, kind)))
  ).length;

/** The history of a booked and finalized shipment as someone starts to pay for it. */
export const PAYING = ['shipment_created', 'details_saved', 'payment_tried'];
