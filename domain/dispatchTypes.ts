import type { Emissions } from './emissions';
import type { EventSource, MilestoneCode, ReportedMilestone } from './milestones';
import type { TemperatureMode } from './reeferTemperature';
import type { City, Equipment, IsoDate, IsoDateTime, QuoteLineItem, Shipment, Stop } from './types';

/*
 * The wire shapes of moving a load: carriers and the dispatch board (operations), the driver's
 * load, and what the shipper sees of both.
 */

/** One event of a load's history, as the shipper and the driver see it. */
export type Milestone = {
  code: MilestoneCode;
  /** EDI 214 status code; null for the assignment, which EDI 214 does not report. */
  edi_code: string | null;
  label: string;
  at: IsoDateTime;
  /** The zone of the place it happened, to show `at` in the dock's own time. */
  time_zone: string;
  city: City | null;
  source: EventSource;
  /** When the driver undid it: kept in the history, it no longer counts. */
  withdrawn_at: IsoDateTime | null;
};

/** The carrier on a shipment, as its shipper sees it. */
export type ShipmentCarrier = {
  name: string;
  usdot_number: string;
  mc_number: string | null;
  /** The carrier's Standard Carrier Alpha Code, printed on the bill of lading. */
  scac: string | null;
  verified: boolean;
  verified_at: IsoDateTime | null;
};

/** What a shipment's own page answers beyond the list's fields: who moves it, and how far. */
export type ShipmentMovement = {
  carrier: ShipmentCarrier | null;
  driver_first_name: string | null;
  truck_number: string | null;
  trailer_number: string | null;
  milestones: Milestone[];
};

/** How a shipment's base price is made up, and until when it holds. */
export type ShipmentPricing = {
  price_held_until: IsoDateTime;
  /** Empty for a shipment booked before prices were itemised. */
  line_items: QuoteLineItem[];
};

/** A shipment's own page: its movement, its price's parts and its load's emissions on the lane. */
export type ShipmentDetail = Shipment & ShipmentMovement & ShipmentPricing & Emissions;

/** What the registry said of a carrier at its last check. */
export const CARRIER_CHECK_OUTCOMES = ['verified', 'refused', 'unknown', 'unreachable'] as const;
export type CarrierCheckOutcome = (typeof CARRIER_CHECK_OUTCOMES)[number];

/** What the carrier registry says of a USDOT number before the carrier is added. */
export type RegistryLookup = {
  usdot_number: string;
  /** The carrier's legal name on file; null when the registry knows none. */
  legal_name: string | null;
  outcome: CarrierCheckOutcome;
  reasons: string[];
};

export type CarrierInput = {
  legal_name: string;
  usdot_number: string;
  mc_number: string | null;
  scac: string | null;
  phone: string;
  email: string;
  equipment: Equipment[];
  insurance_expires_on: IsoDate;
};

export type Carrier = CarrierInput & {
  id: number;
  /** Checked against the registry and allowed to haul. */
  verified: boolean;
  verified_at: IsoDateTime | null;
  /** The last check, whatever it said, and when. */
  check_outcome: CarrierCheckOutcome | null;
  checked_at: IsoDateTime | null;
  /** The registry's reasons for anything but a pass. */
  check_reasons: string[];
  /** Which registry answered: FMCSA's, or the built-in test registry. */
  check_source: 'fmcsa' | 'test' | null;
};

export const DISPATCH_STAGES = [
  'to_cover',
  'covered',
  'in_transit',
  'delivered',
  'exceptions',
] as const;
export type DispatchStage = (typeof DISPATCH_STAGES)[number];

export const EXCEPTION_KINDS = [
  'not_covered',
  'no_arrival_at_pickup',
  'not_delivered',
  'no_position',
  'implausible_speed',
  'arrival_far_from_stop',
  'delivered_with_exceptions',
] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

/** The assignment of a carrier and a driver to a shipment. */
export type AssignmentInput = {
  carrier_id: number;
  driver_name: string;
  driver_phone: string;
  truck_number: string;
  trailer_number: string;
};

export type Assignment = Omit<AssignmentInput, 'carrier_id'> & {
  carrier: Pick<Carrier, 'id' | 'legal_name' | 'usdot_number'>;
  assigned_at: IsoDateTime;
};

/** The shipment's own fields the dispatch board shows, in the order its answer gives them. */
export const OPS_SHIPMENT_FIELDS = [
  'id',
  'status',
  'equipment',
  'reference_number',
  'commodity',
  'weight',
  'driver_assist',
  'temperature_f',
  'temperature_mode',
  'pickup',
  'dropoff',
] as const;
type OpsShipmentFields = Pick<Shipment, (typeof OPS_SHIPMENT_FIELDS)[number]>;

/** The board's fields of a shipment, as the server and the mocks answer them. */
export const opsShipmentFields = (shipment: Shipment): OpsShipmentFields =>
  Object.fromEntries(
    OPS_SHIPMENT_FIELDS.map((field) => [field, shipment[field]]),
  ) as OpsShipmentFields;

/** A shipment on the dispatch board. */
export type OpsShipment = OpsShipmentFields & {
  company_name: string;
  assignment: Assignment | null;
  milestones: Milestone[];
  last_position_at: IsoDateTime | null;
  exceptions: ExceptionKind[];
};

/** The answer to an assignment: the shipment, and the link to give the driver. */
export type AssignedShipment = OpsShipment & { driver_link: string };

export type OpsEventInput = {
  code: ReportedMilestone;
  at: IsoDateTime;
  city_id?: number | null;
  note?: string | null;
};

/** The load as the driver's phone shows it: both stops in full, never a price. */
export type DriverLoad = {
  shipment_id: number;
  reference_number: string | null;
  commodity: string | null;
  weight: number | null;
  packaging: number | null;
  packaging_type: string | null;
  equipment: Equipment;
  driver_assist: boolean;
  /** What a reefer's unit holds; null on a dry van. */
  temperature_f: number | null;
  temperature_mode: TemperatureMode | null;
  pickup: Stop;
  dropoff: Stop;
  carrier_name: string;
  driver_name: string;
  truck_number: string;
  trailer_number: string;
  milestones: Milestone[];
  /** What the big button reports next; null once delivered. */
  next_milestone: ReportedMilestone | null;
  proof_of_delivery: boolean;
};

export type DriverEventInput = {
  /** Made by the phone, so that a retry is never counted twice. */
  id: string;
  code: ReportedMilestone;
  at: IsoDateTime;
  latitude?: number | null;
  longitude?: number | null;
  accuracy_m?: number | null;
};

/** The driver undoing a milestone of theirs: an event of its own, with the phone's own id. */
export type DriverWithdrawalInput = {
  id: string;
  /** The id the phone gave the milestone it undoes. */
  event_id: string;
  at: IsoDateTime;
};

export type DriverPosition = {
  at: IsoDateTime;
  latitude: number;
  longitude: number;
  accuracy_m: number | null;
};
