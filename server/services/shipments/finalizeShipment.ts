import type { Actor } from '../accounts/account';
import { and, eq } from 'drizzle-orm';
import type { StoredDetails } from '@domain/activityChanges';
import { finalDetailChanges } from '@domain/activityChanges';
import { finalizingContext, finalizingSchema } from '@domain/schemas';
import { detailsLockedReason } from '@domain/changeRules';
import { shipmentDetailChanges } from '@domain/finalizingChanges';
import { shipmentSearchText } from '@domain/shipmentSearch';
import type { Db } from '../../db/database';
import { shipments, stops } from '../../db/schema';
import { recordActivity } from '../activity/recordActivity';
import { Refused } from '../domainErrors';
import { ensureInvoice } from '../invoices/ensureInvoice';
import { validateInput } from '../validateInput';
import type { ShipmentRow } from './findOwnShipment';
import type { StopKind } from './appointmentChange';
import type { ShipmentRecord } from './shipmentRecords';
import { findOwnShipmentRecord, readShipmentRecord } from './shipmentRecords';
import { shipmentStatus } from './shipmentStatus';

const setStop = (tx: Db, shipmentId: number, kind: StopKind, number: string, notes: string) =>
  tx
    .update(stops)
    .set({ locationNumber: number, additionalNotes: notes })
    .where(and(eq(stops.shipmentId, shipmentId), eq(stops.kind, kind)));

const storedDetails = ({ shipment, pickup, dropoff }: ShipmentRecord): StoredDetails => ({
  reference_number: shipment.referenceNumber,
  weight: shipment.weight,
  commodity: shipment.commodity,
  packaging: shipment.packaging,
  packaging_type: shipment.packagingType,
  temperature_f: shipment.temperatureF,
  temperature_mode: shipment.temperatureMode,
  pickup,
  dropoff,
});

/**
 * The final details, and the invoice the shipper will pay. Also after payment, to correct the
 * details until pickup. A reefer's temperature left out keeps the one saved before. Finalizing
 * again keeps the one invoice. The company's history keeps the
 * first save, and each later one that changed a detail, with what it changed.
 */
export const finalizeShipment = async (
  db: Db,
  actor: Actor,
  shipmentId: number | string,
  body: unknown,
  now: Date,
): Promise<ShipmentRecord> =>
  db.transaction(async (tx) => {
    const record = await findOwnShipmentRecord(tx, actor.companyId, shipmentId, { lock: true });
    const details = validateInput(
      finalizingSchema,
      body,
      finalizingContext(record.shipment, { temperature: record.shipment.temperatureF }),
    );
    const locked = detailsLockedReason(shipmentStatus(record));
    if (locked) throw new Refused(locked);
    const { shipment, pickup, dropoff } = record;
    const detailChanges = shipmentDetailChanges(details);
    const referenceNumber = detailChanges.reference_number;
    const changes: Partial<ShipmentRow> = {
      referenceNumber,
      // The search finds a shipment by its reference number.
      searchText:
        referenceNumber === undefined
          ? undefined
          : shipmentSearchText(pickup.city, dropoff.city, referenceNumber),
      weight: detailChanges.weight,
      commodity: detailChanges.commodity,
      packaging: detailChanges.packaging,
      packagingType: detailChanges.packaging_type,
      temperatureF: detailChanges.temperature_f,
      temperatureMode: detailChanges.temperature_mode,
    };
    // drizzle skips undefined values, and refuses an update with nothing left to set.
    if (Object.values(changes).some((value) => value !== undefined)) {
      await tx.update(shipments).set(changes).where(eq(shipments.id, shipment.id));
    }
    await setStop(tx, shipment.id, 'pickup', details.pickup_number, details.pickup_notes);
    await setStop(tx, shipment.id, 'dropoff', details.dropoff_number, details.dropoff_notes);
    const issued = await ensureInvoice(tx, shipment, now);
    const saved = await readShipmentRecord(tx, shipment.id);
    const changed = finalDetailChanges(storedDetails(record), storedDetails(saved));
    // The invoice is issued once, by the first save: of requests at once, the one that issues it.
    if (issued || changed.length)
      await recordActivity(tx, {
        companyId: actor.companyId,
        actorId: actor.id,
        shipmentId: shipment.id,
        kind: issued ? 'details_saved' : 'details_changed',
        at: now,
        changes: changed,
      });
    return saved;
  });
