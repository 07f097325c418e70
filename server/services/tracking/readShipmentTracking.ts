import { etaAnswer, etaOutlook } from '@domain/eta';
import type { EtaOutlook } from '@domain/eta';
import { milestoneRank } from '@domain/milestones';
import { windowOf } from '@domain/stopWindows';
import type { ShipmentTracking, TrackingStop } from '@domain/trackingTypes';
import type { City, Stop } from '@domain/types';
import type { Db } from '../../db/database';
import { perDatabase } from '../../db/perDatabase';
import { readShipmentMovement } from '../movement/readShipmentMovement';
import { placeCity } from '../places';
import { readProofSummary } from '../pod/proofSummary';
import { NotFound } from '../domainErrors';
import { StampedCache } from '../stampedCache';
import { readShipmentRecord } from '../shipments/shipmentRecords';
import { readLivePositions } from './livePositions';
import { nearestCity } from './nearestCity';
import { readTrackingStamp } from './trackingStamp';
import { countingReport, journeyMilestones } from '@domain/trackingMilestones';

const DELIVERED = milestoneRank('delivered');

const placed = async (db: Db, city: City): Promise<TrackingStop> => {
  const stop = await placeCity(db, city.id);
  if (!stop) throw new Error(`City ${city.id} of a stop is missing.`);
  return stop;
};

const dayOf = (stop: Stop, placedStop: TrackingStop) => ({
  date: stop.date,
  timeZone: placedStop.time_zone,
});

const atOf = (at: string | null | undefined) => (at ? new Date(at) : null);

/** The tracking of a shipment but for its estimate, which the clock moves, and what that rests on. */
type TrackingView = { tracking: Omit<ShipmentTracking, 'eta'>; outlook: EtaOutlook | null };

/**
 * The shipment first (its stops say where the journey runs), then what moves it, its trail and
 * its proof side by side: two round trips to the database.
 */
const readTrackingView = async (db: Db, shipmentId: number): Promise<TrackingView> => {
  const { shipment, pickup, dropoff } = await readShipmentRecord(db, shipmentId);
  const [movement, positions, proof, pickupStop, dropoffStop] = await Promise.all([
    readShipmentMovement(db, shipment.id, { pickup: pickup.city, dropoff: dropoff.city }),
    readLivePositions(db, shipment.id),
    shipment.progress >= DELIVERED ? readProofSummary(db, shipment.id) : null,
    placed(db, pickup.city),
    placed(db, dropoff.city),
  ]);
  const { milestones: history, ...crew } = movement;
  const newest = positions.at(-1);
  const nearCity = newest ? await nearestCity(db, newest) : null;
  const deliveredAt = countingReport(history, 'delivered')?.at;
  const dropoffDay = dayOf(dropoff, dropoffStop);
  // A cancellation is refused once the truck is at the pickup, before any estimate is made.
  const outlook = etaOutlook({
    progress: shipment.progress,
    pickup: pickupStop,
    dropoff: { ...dropoffStop, ...dropoffDay, ...windowOf(dropoff) },
    departedAt: atOf(countingReport(history, 'departed_pickup')?.at),
    arrivedAt: atOf(countingReport(history, 'arrived_dropoff')?.at),
    lastPosition: newest ? { ...newest, at: new Date(newest.at) } : null,
  });
  const tracking = {
    ...crew,
    milestones: journeyMilestones(history, {
      pickup: dayOf(pickup, pickupStop),
      dropoff: dropoffDay,
    }),
    positions,
    last_position: newest && nearCity ? { ...newest, near_city: nearCity } : null,
    pod:
      proof && deliveredAt
        ? {
            receiver_name: proof.receiverName,
            at: deliveredAt,
            has_photo: proof.hasPhoto,
            exceptions: proof.exceptions,
          }
        : null,
    pickup: pickupStop,
    dropoff: dropoffStop,
  };
  return { tracking, outlook };
};

/*
 * A load on the road is followed by its shipper's staff and their customers, each page asking
 * every minute, while it reports every few minutes: the view is kept in this process until one
 * of the rows it is read from changes, and only their stamp is read on each call. A full trail
 * of 500 positions weighs tens of kilobytes: the few hundred loads most recently followed.
 */
const VIEWS_KEPT = 300;
const viewsOf = perDatabase(() => new StampedCache<number, TrackingView>(VIEWS_KEPT));

/** One of the company's shipments as its tracking page follows it; another company's is as
 * missing as one that never existed. */
export const readShipmentTracking = async (
  db: Db,
  companyId: number,
  shipmentId: number,
  now: Date,
): Promise<ShipmentTracking> => {
  const stamp = await readTrackingStamp(db, companyId, shipmentId);
  if (stamp === null) throw new NotFound();
  const { tracking, outlook } = await viewsOf(db).get(shipmentId, stamp, () =>
    readTrackingView(db, shipmentId),
  );
  return { ...tracking, eta: etaAnswer(outlook, now) };
};
