import {
  assignmentRefusal,
  CARRIER_CHECK_MAX_AGE_MS,
  shipmentAssignmentRefusal,
} from '@domain/carrierEligibility';
import { todayUtc } from '@domain/dates';
import type {
  AssignmentInput,
  DriverLoad,
  Milestone,
  ShipmentMovement,
} from '@domain/dispatchTypes';
import { fixBefore, isImplausibleMove, type Fix } from '@domain/dispatchExceptions';
import { toMilestone, toShipmentMovement } from '@domain/milestoneAnswer';
import {
  DRIVER_LINK_AFTER_DELIVERY_MS,
  milestoneRank,
  nextMilestone,
  standingProgress,
  withdrawalRefusal,
  type EventSource,
  type MilestoneCode,
  type WithdrawalRefusal,
} from '@domain/milestones';
import { PAST_FROM } from '@domain/shipmentStatus';
import type { City } from '@domain/types';
import { checkMockCarrier, findMockCarrier } from './carriers';
import type { Refusal } from './payments';
import { findCity } from './places';
import { randomToken } from './random';
import type { AssignmentRecord, ShipmentRecord } from './records';
import { findShipment, toShipment } from './shipments';
import { db, nextId } from './store';

export { addMockCarrier } from './carriers';

export const liveAssignmentOf = (shipmentId: number): AssignmentRecord | undefined =>
  db.assignments.find(
    (assignment) => assignment.shipmentId === shipmentId && assignment.endedAt === null,
  );

/** Ends the shipment's live assignment, and its driver link with it. */
export const endMockAssignment = (shipmentId: number, at: string): void => {
  const live = liveAssignmentOf(shipmentId);
  if (live) live.endedAt = at;
};

/**
 * Keeps an event in the load's history and raises the shipment's progress to it, never lowering
 * it. A retry of an event the phone sent (same client id) is kept once: false when it was there.
 */
export const recordMockMilestone = (
  shipmentId: number,
  event: {
    code: MilestoneCode;
    at: string;
    source: EventSource;
    clientId?: string;
    cityId?: number | null;
    farFromStop?: boolean;
  },
): boolean => {
  const shipment = findShipment(shipmentId);
  const assignment = liveAssignmentOf(shipmentId);
  if (!shipment || !assignment) throw new Error(`Shipment ${shipmentId} has no carrier.`);
  const clientId = event.clientId ?? null;
  const retried = db.shipmentEvents.some(
    (kept) => kept.shipmentId === shipmentId && clientId !== null && kept.clientId === clientId,
  );
  if (retried) return false;
  db.shipmentEvents.push({
    id: nextId('shipmentEvent'),
    shipmentId,
    assignmentId: assignment.id,
    code: event.code,
    at: event.at,
    clientId,
    cityId: event.cityId ?? null,
    source: event.source,
    receivedAt: new Date().toISOString(),
    withdrawnAt: null,
    farFromStop: event.farFromStop ?? false,
  });
  shipment.progress = Math.max(shipment.progress, milestoneRank(event.code));
  return true;
};

/**
 * The driver undoes a milestone of theirs, as the server does: it stays in the history, withdrawn,
 * and the progress falls back to what stands. Undefined when the phone's id names no event;
 * nothing changes for one already withdrawn.
 */
export const withdrawMockMilestone = (
  shipmentId: number,
  assignmentId: number,
  eventId: string,
  at: string,
): WithdrawalRefusal | 'unknown' | null => {
  const shipment = findShipment(shipmentId);
  const event = db.shipmentEvents.find(
    (kept) => kept.shipmentId === shipmentId && kept.clientId === eventId,
  );
  if (!shipment || !event) return 'unknown';
  if (event.withdrawnAt) return null;
  const refusal =
    event.assignmentId === assignmentId
      ? withdrawalRefusal(
          { code: event.code, at: new Date(event.at), source: event.source },
          new Date(at),
          shipment.progress,
        )
      : 'not_undoable';
  if (refusal) return refusal;
  event.withdrawnAt = new Date(at).toISOString();
  shipment.progress = standingProgress(
    db.shipmentEvents
      .filter((kept) => kept.shipmentId === shipmentId)
      .map(({ code, withdrawnAt }) => ({ code, withdrawn: withdrawnAt !== null })),
  );
  return null;
};

/** When the load was delivered, as reported: the trail ends there. */
const deliveredAtOf = (shipmentId: number): number | null => {
  const times = db.shipmentEvents
    .filter((event) => event.shipmentId === shipmentId && event.code === 'delivered')
    .map((event) => Date.parse(event.at));
  return times.length ? Math.min(...times) : null;
};

/**
 * Puts a carrier and a driver on a paid shipment, as the server does: a check older than a day is
 * made again, the carrier must be eligible, a live assignment before is ended (and its driver link
 * with it), and the dispatcher's `dispatched` is recorded. The shipment and the carrier must exist:
 * their handlers answer 404 first. The token is random unless given (the demo's is known).
 */
export const assignMockCarrier = (
  shipmentId: number,
  input: AssignmentInput,
  now = new Date(),
  token = randomToken(),
): { token: string } | Refusal => {
  const shipment = findShipment(shipmentId);
  const carrier = findMockCarrier(input.carrier_id);
  if (!shipment || !carrier)
    throw new Error(`No shipment ${shipmentId} or no carrier ${input.carrier_id}.`);
  const checkedAt = carrier.checked_at === null ? null : Date.parse(carrier.checked_at);
  if (checkedAt === null || now.getTime() - checkedAt > CARRIER_CHECK_MAX_AGE_MS)
    checkMockCarrier(carrier, now);
  const refusal =
    shipmentAssignmentRefusal({
      cancelled: shipment.cancellation !== null,
      paid: shipment.paid,
      progress: shipment.progress,
    }) ?? assignmentRefusal(carrier, shipment.equipment, todayUtc(now));
  if (refusal) return { refused: refusal };
  const at = now.toISOString();
  endMockAssignment(shipmentId, at);
  db.assignments.push({
    id: nextId('assignment'),
    shipmentId,
    carrierId: carrier.id,
    driverName: input.driver_name,
    driverPhone: input.driver_phone,
    truckNumber: input.truck_number,
    trailerNumber: input.trailer_number,
    token,
    assignedAt: at,
    endedAt: null,
    lastPositionAt: null,
  });
  recordMockMilestone(shipmentId, { code: 'dispatched', at, source: 'dispatcher' });
  return { token };
};

/** Keeps where the truck was, once per moment, and the newest moment on the assignment. */
export const recordMockPositions = (
  assignment: AssignmentRecord,
  source: EventSource,
  batch: { at: string; latitude: number; longitude: number; accuracyM?: number | null }[],
): number => {
  const deliveredAt = deliveredAtOf(assignment.shipmentId);
  const kept = batch.filter(({ at }) => deliveredAt === null || Date.parse(at) <= deliveredAt);
  const fresh = kept
    .filter(
      (position, index) =>
        kept.findIndex((other) => Date.parse(other.at) === Date.parse(position.at)) === index &&
        !db.positions.some(
          (stored) =>
            stored.assignmentId === assignment.id &&
            Date.parse(stored.at) === Date.parse(position.at),
        ),
    )
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const fixOf = (position: {
    at: string;
    latitude: number;
    longitude: number;
    accuracyM?: number | null;
  }): Fix => ({ ...position, at: new Date(position.at) });
  const judged: Fix[] = db.positions
    .filter((stored) => stored.assignmentId === assignment.id && stored.source === 'driver')
    .map(fixOf);
  for (const position of fresh) {
    const fix = fixOf(position);
    db.positions.push({
      assignmentId: assignment.id,
      at: position.at,
      latitude: position.latitude,
      longitude: position.longitude,
      accuracyM: position.accuracyM ?? null,
      source,
      implausible: source === 'driver' && isImplausibleMove(fixBefore(judged, fix.at), fix),
    });
    if (source === 'driver') judged.push(fix);
  }
  if (!kept.length) return 0;
  const newest = Math.max(
    ...kept.map(({ at }) => Date.parse(at)),
    assignment.lastPositionAt === null ? -Infinity : Date.parse(assignment.lastPositionAt),
  );
  if (Number.isFinite(newest)) assignment.lastPositionAt = new Date(newest).toISOString();
  return fresh.length;
};

const cityAnswer = (cityId: number): City => {
  const city = findCity(cityId);
  if (!city) throw new Error(`No city ${cityId} among the mocks' cities.`);
  const { id, name, region_code, country_code } = city;
  return { id, name, region_code, country_code };
};

/**
 * The load's history in the order things happened, as the server reads it: each milestone at its
 * stop (or the city a dispatcher named) in that place's time zone; the assignment names no place
 * and keeps the pickup's zone.
 */
export const milestonesOf = (shipment: ShipmentRecord): Milestone[] => {
  const stops = {
    pickup: cityAnswer(shipment.pickup.cityId),
    dropoff: cityAnswer(shipment.dropoff.cityId),
  };
  return db.shipmentEvents
    .filter((event) => event.shipmentId === shipment.id)
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id - b.id)
    .map(({ code, at, cityId, source, withdrawnAt }) =>
      toMilestone(
        {
          code,
          at: new Date(at).toISOString(),
          city: cityId === null ? null : cityAnswer(cityId),
          source,
          withdrawnAt,
        },
        stops,
      ),
    );
};

/** Who moves a shipment and how far it has gone, as its shipper sees it. */
export const shipmentMovementOf = (shipment: ShipmentRecord): ShipmentMovement => {
  const assignment = liveAssignmentOf(shipment.id);
  const carrier = assignment && findMockCarrier(assignment.carrierId);
  return toShipmentMovement(
    milestonesOf(shipment),
    assignment && carrier ? { carrier, assignment } : null,
  );
};

/**
 * The live assignment a driver link opens, or undefined when the link is dead: unknown, ended by
 * a reassignment, its shipment cancelled, or 72 hours past the delivery.
 */
export const findMockDriverLink = (
  token: string,
  now = new Date(),
): { shipment: ShipmentRecord; assignmentId: number } | undefined => {
  const assignment = db.assignments.find(
    (candidate) => candidate.token === token && candidate.endedAt === null,
  );
  const shipment = assignment && findShipment(assignment.shipmentId);
  if (!assignment || !shipment || shipment.cancellation) return undefined;
  if (shipment.progress >= PAST_FROM) {
    const deliveredAt = Math.max(
      ...db.shipmentEvents
        .filter((event) => event.shipmentId === shipment.id && event.code === 'delivered')
        .map((event) => Date.parse(event.receivedAt)),
    );
    if (now.getTime() - deliveredAt > DRIVER_LINK_AFTER_DELIVERY_MS) return undefined;
  }
  return { shipment, assignmentId: assignment.id };
};

/** The load as the driver's phone shows it: both stops in full, never a price. */
export const driverLoadOf = (token: string): DriverLoad | undefined => {
  const link = findMockDriverLink(token);
  const assignment = link && db.assignments.find(({ id }) => id === link.assignmentId);
  const carrier = assignment && findMockCarrier(assignment.carrierId);
  if (!link || !assignment || !carrier) return undefined;
  const shipment = toShipment(link.shipment);
  return {
    shipment_id: shipment.id,
    reference_number: shipment.reference_number,
    commodity: shipment.commodity,
    weight: shipment.weight,
    packaging: shipment.packaging,
    packaging_type: shipment.packaging_type,
    equipment: shipment.equipment,
    driver_assist: shipment.driver_assist,
    temperature_f: shipment.temperature_f,
    temperature_mode: shipment.temperature_mode,
    pickup: shipment.pickup,
    dropoff: shipment.dropoff,
    carrier_name: carrier.legal_name,
    driver_name: assignment.driverName,
    truck_number: assignment.truckNumber,
    trailer_number: assignment.trailerNumber,
    milestones: milestonesOf(link.shipment),
    next_milestone: nextMilestone(link.shipment.progress),
    proof_of_delivery: db.proofsOfDelivery.some(({ shipmentId }) => shipmentId === shipment.id),
  };
};
