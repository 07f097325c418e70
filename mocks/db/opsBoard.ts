import { dispatchExceptions, hasDeliveryExceptions } from '@domain/dispatchExceptions';
import { opsShipmentFields, type DispatchStage, type OpsShipment } from '@domain/dispatchTypes';
import { milestoneRank } from '@domain/milestones';
import { windowOf } from '@domain/stopWindows';
import { timeZoneOfRegion } from '@domain/timeZones';
import type { City } from '@domain/types';
import { startOfDay } from '@domain/zonedTime';
import { findMockCarrier } from './carriers';
import { liveAssignmentOf, milestonesOf } from './movement';
import type { ShipmentRecord } from './records';
import { toShipment } from './shipments';
import { db } from './store';
import { findUser } from './users';

/*
 * The dispatch board as the server reads it (server/services/dispatch/dispatchBoard.ts): the
 * paid, live loads of a stage, each with its exceptions, in the order of their pickup.
 */

const ARRIVED_PICKUP = milestoneRank('arrived_pickup');
const DEPARTED_PICKUP = milestoneRank('departed_pickup');
const DELIVERED = milestoneRank('delivered');

const zoneOf = (city: City) => timeZoneOfRegion(city.country_code, city.region_code);

const isLive = (shipment: ShipmentRecord) => shipment.paid && shipment.cancellation === null;

type Entry = { shipment: ShipmentRecord; answer: OpsShipment; pickupStartsAt: number };

/** When the truck left the pickup: its first event from the departure on, late ones included. */
const departedAt = (shipmentId: number): Date | null => {
  const times = db.shipmentEvents
    .filter(
      (event) =>
        event.shipmentId === shipmentId &&
        event.withdrawnAt === null &&
        milestoneRank(event.code) >= DEPARTED_PICKUP,
    )
    .map((event) => Date.parse(event.at));
  return times.length ? new Date(Math.min(...times)) : null;
};

const entryOf = (shipment: ShipmentRecord, now: Date): Entry => {
  const wire = toShipment(shipment);
  const assignment = liveAssignmentOf(shipment.id);
  const carrier = assignment && findMockCarrier(assignment.carrierId);
  const pickup = { ...windowOf(wire.pickup), timeZone: zoneOf(wire.pickup.city) };
  const exceptions = dispatchExceptions(
    {
      covered: assignment !== undefined,
      progress: shipment.progress,
      pickup,
      dropoff: { ...windowOf(wire.dropoff), timeZone: zoneOf(wire.dropoff.city) },
      departedAt: departedAt(shipment.id),
      lastPositionAt: assignment?.lastPositionAt ? new Date(assignment.lastPositionAt) : null,
      implausibleSpeed: db.positions.some(
        (position) => position.assignmentId === assignment?.id && position.implausible,
      ),
      arrivalFarFromStop: db.shipmentEvents.some(
        (event) =>
          event.shipmentId === shipment.id && event.farFromStop && event.withdrawnAt === null,
      ),
      deliveredWithExceptions: db.proofsOfDelivery.some(
        (proof) => proof.shipmentId === shipment.id && hasDeliveryExceptions(proof.notes),
      ),
    },
    now,
  );
  const answer: OpsShipment = {
    ...opsShipmentFields(wire),
    company_name: findUser(shipment.userId)?.company_name ?? '',
    assignment:
      assignment && carrier
        ? {
            carrier: {
              id: carrier.id,
              legal_name: carrier.legal_name,
              usdot_number: carrier.usdot_number,
            },
            driver_name: assignment.driverName,
            driver_phone: assignment.driverPhone,
            truck_number: assignment.truckNumber,
            trailer_number: assignment.trailerNumber,
            assigned_at: assignment.assignedAt,
          }
        : null,
    milestones: milestonesOf(shipment),
    last_position_at: assignment?.lastPositionAt ?? null,
    exceptions,
  };
  return { shipment, answer, pickupStartsAt: startOfDay(pickup.date, pickup.timeZone).getTime() };
};

const IN_STAGE: Record<DispatchStage, (entry: Entry) => boolean> = {
  to_cover: ({ shipment, answer }) => !answer.assignment && shipment.progress < DELIVERED,
  covered: ({ shipment, answer }) =>
    answer.assignment !== null && shipment.progress < ARRIVED_PICKUP,
  in_transit: ({ shipment }) =>
    shipment.progress >= ARRIVED_PICKUP && shipment.progress < DELIVERED,
  delivered: ({ shipment }) => shipment.progress >= DELIVERED,
  exceptions: ({ answer }) => answer.exceptions.length > 0,
};

/** One stage of the board; the delivered newest first. */
export const opsBoard = (stage: DispatchStage, now = new Date()): OpsShipment[] => {
  const newestFirst = stage === 'delivered';
  return db.shipments
    .filter(isLive)
    .map((shipment) => entryOf(shipment, now))
    .filter(IN_STAGE[stage])
    .sort((a, b) => {
      const order = a.pickupStartsAt - b.pickupStartsAt || a.shipment.id - b.shipment.id;
      return newestFirst ? -order : order;
    })
    .map(({ answer }) => answer);
};

/** One shipment as the board shows it, whatever its stage. */
export const opsShipmentOf = (shipment: ShipmentRecord, now = new Date()): OpsShipment =>
  entryOf(shipment, now).answer;
