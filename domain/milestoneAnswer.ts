import type { Carrier, Milestone, ShipmentCarrier, ShipmentMovement } from './dispatchTypes';
import {
  isPickupMilestone,
  MILESTONE_EDI_CODES,
  MILESTONE_LABELS,
  type EventSource,
  type MilestoneCode,
} from './milestones';
import { timeZoneOfRegion } from './timeZones';
import type { City, IsoDateTime } from './types';

/** An event as it is kept: the city only when someone named one. */
export type StoredEvent = {
  code: MilestoneCode;
  at: IsoDateTime;
  city: City | null;
  source: EventSource;
  withdrawnAt: IsoDateTime | null;
};

/** The stops' cities, where a milestone happened unless it names a city of its own. */
export type StopCities = { pickup: City; dropoff: City };

/**
 * An event in its wire shape: placed at its stop (or the city a dispatcher named) with that
 * place's time zone; the assignment names no place, and keeps the pickup's zone.
 */
export const toMilestone = (
  { code, at, city: named, source, withdrawnAt }: StoredEvent,
  stops: StopCities,
): Milestone => {
  const stop = isPickupMilestone(code) ? stops.pickup : stops.dropoff;
  const city = named ?? (code === 'dispatched' ? null : stop);
  const zoneOf = city ?? stop;
  return {
    code,
    edi_code: MILESTONE_EDI_CODES[code],
    label: MILESTONE_LABELS[code],
    at,
    time_zone: timeZoneOfRegion(zoneOf.country_code, zoneOf.region_code),
    city,
    source,
    withdrawn_at: withdrawnAt,
  };
};

/** The driver's first name only: the shipper has no call to make to the cab. */
export const driverFirstName = (name: string): string => name.trim().split(/\s+/)[0] ?? name;

/** The carrier as its shipper sees it: who it is, and whether the registry let it haul. */
export const toShipmentCarrier = (carrier: Carrier): ShipmentCarrier => ({
  name: carrier.legal_name,
  usdot_number: carrier.usdot_number,
  mc_number: carrier.mc_number,
  scac: carrier.scac,
  verified: carrier.verified,
  verified_at: carrier.verified_at,
});

/** A live assignment as the server and the mocks keep it, with its carrier. */
export type LiveAssignment = {
  carrier: Carrier;
  assignment: { driverName: string; truckNumber: string; trailerNumber: string };
};

/**
 * Who moves a shipment and how far it has gone, as its shipper sees it: nobody yet without a live
 * assignment.
 */
export const toShipmentMovement = (
  milestones: Milestone[],
  live: LiveAssignment | null,
): ShipmentMovement =>
  live
    ? {
        carrier: toShipmentCarrier(live.carrier),
        driver_first_name: driverFirstName(live.assignment.driverName),
        truck_number: live.assignment.truckNumber,
        trailer_number: live.assignment.trailerNumber,
        milestones,
      }
    : {
        carrier: null,
        driver_first_name: null,
        truck_number: null,
        trailer_number: null,
        milestones,
      };
