import { hasDeliveryExceptions } from '@domain/dispatchExceptions';
import type { Milestone } from '@domain/dispatchTypes';
import type { ZonedDay } from '@domain/dispatchExceptions';
import { estimateArrival } from '@domain/eta';
import { milestoneRank } from '@domain/milestones';
import { countingReport, journeyMilestones, TRAIL_LENGTH } from '@domain/trackingMilestones';
import { greatCircleMiles } from '@domain/pricing';
import type {
  GeoPoint,
  ShipmentTracking,
  TrackingPosition,
  TrackingStop,
} from '@domain/trackingTypes';
import type { City } from '@domain/types';
import { CITIES } from '../data/cities';
import { liveAssignmentOf, milestonesOf, shipmentMovementOf } from './movement';
import { placeCity, toCity } from './places';
import { mockEtaFacts } from './shipmentEta';
import type { ProofOfDeliveryRecord, ShipmentRecord, StopRecord } from './records';
import { db } from './store';

const DELIVERED = milestoneRank('delivered');

const placed = (stop: StopRecord): TrackingStop & { day: ZonedDay } => {
  const place = placeCity(stop.cityId);
  if (!place) throw new Error(`No city ${stop.cityId} among the mocks' cities.`);
  return { ...place, day: { date: stop.date, timeZone: place.time_zone } };
};

/**
 * The nearest of the mocks' cities. The server looks among all of the place data's: a point far
 * from these few hundred may be nearer a town the mocks do not have.
 */
const nearestMockPlace = (point: GeoPoint) => {
  const [nearest] = CITIES.map((city) => ({ city, miles: greatCircleMiles(point, city) })).sort(
    (a, b) => a.miles - b.miles,
  );
  if (!nearest) throw new Error('The mocks have no cities.');
  return nearest.city;
};

const nearestMockCity = (point: GeoPoint): City => toCity(nearestMockPlace(point));

/** Where the mocks' city nearest the point lies, as the server places a truck by cities. */
export const nearestMockCityPoint = (point: GeoPoint): GeoPoint => {
  const { latitude, longitude } = nearestMockPlace(point);
  return { latitude, longitude };
};

/** The live assignment's newest positions, oldest first. */
const trailOf = (shipmentId: number): TrackingPosition[] => {
  const live = liveAssignmentOf(shipmentId);
  if (!live) return [];
  return db.positions
    .filter(({ assignmentId }) => assignmentId === live.id)
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
    .slice(-TRAIL_LENGTH)
    .map(({ at, latitude, longitude }) => ({
      at: new Date(at).toISOString(),
      latitude,
      longitude,
    }));
};

/** The proof of delivery and the delivery it proves; none until both are there. */
export const deliveryProofOf = (
  shipment: ShipmentRecord,
): { proof: ProofOfDeliveryRecord; delivered: Milestone } | undefined => {
  const proof = db.proofsOfDelivery.find(({ shipmentId }) => shipmentId === shipment.id);
  const delivered = countingReport(milestonesOf(shipment), 'delivered');
  return proof && delivered ? { proof, delivered } : undefined;
};

/** A shipment as its tracking page follows it, as the server answers it. */
export const shipmentTrackingOf = (
  shipment: ShipmentRecord,
  now = new Date(),
): ShipmentTracking => {
  const { milestones: history, ...crew } = shipmentMovementOf(shipment);
  const { day: pickupDay, ...pickup } = placed(shipment.pickup);
  const { day: dropoffDay, ...dropoff } = placed(shipment.dropoff);
  const positions = trailOf(shipment.id);
  const newest = positions.at(-1);
  const delivery = shipment.progress >= DELIVERED ? deliveryProofOf(shipment) : undefined;
  return {
    ...crew,
    milestones: journeyMilestones(history, { pickup: pickupDay, dropoff: dropoffDay }),
    positions,
    last_position: newest ? { ...newest, near_city: nearestMockCity(newest) } : null,
    eta: estimateArrival(mockEtaFacts(shipment), now),
    pod: delivery
      ? {
          receiver_name: delivery.proof.receiverName,
          at: delivery.delivered.at,
          has_photo: delivery.proof.photo,
          exceptions: hasDeliveryExceptions(delivery.proof.notes) ? delivery.proof.notes : null,
        }
      : null,
    pickup,
    dropoff,
  };
};
