import { estimateArrival } from '@domain/eta';
import { milestoneRank } from '@domain/milestones';
import type { ShipmentTracking, TrackingStop } from '@domain/trackingTypes';
import type { City, Stop } from '@domain/types';
import type { Db } from '../../db/database';
import { readShipmentMovement } from '../movement/readShipmentMovement';
import { placeCity } from '../places';
import { readProofSummary } from '../pod/proofSummary';
import { findOwnShipmentRecord } from '../shipments/shipmentRecords';
import { readLivePositions } from './livePositions';
import { nearestCity } from './nearestCity';
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

/**
 * One of the company's shipments as its tracking page follows it; another company's is as
 * missing as one that never existed. The shipment first (it says whose it is), then what moves
 * it, its trail and its proof side by side: two round trips to the database.
 */
export const readShipmentTracking = async (
  db: Db,
  companyId: number,
  shipmentId: number,
  now: Date,
): Promise<ShipmentTracking> => {
  const { shipment, pickup, dropoff } = await findOwnShipmentRecord(db, companyId, shipmentId);
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
  const eta = estimateArrival(
    {
      progress: shipment.progress,
      pickup: pickupStop,
      dropoff: { ...dropoffStop, ...dropoffDay },
      departedAt: atOf(countingReport(history, 'departed_pickup')?.at),
      arrivedAt: atOf(countingReport(history, 'arrived_dropoff')?.at),
      lastPosition: newest ? { ...newest, at: new Date(newest.at) } : null,
    },
    now,
  );
  return {
    ...crew,
    milestones: journeyMilestones(history, {
      pickup: dayOf(pickup, pickupStop),
      dropoff: dropoffDay,
    }),
    positions,
    last_position: newest && nearCity ? { ...newest, near_city: nearCity } : null,
    eta,
    pod:
      proof && deliveredAt
        ? { receiver_name: proof.receiverName, at: deliveredAt, has_photo: proof.hasPhoto }
        : null,
    pickup: pickupStop,
    dropoff: dropoffStop,
  };
};
