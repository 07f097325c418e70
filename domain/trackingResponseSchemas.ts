import Type from 'typebox';
import type { Static } from 'typebox';
import { NAME_MAX_LENGTH, NOTES_MAX_LENGTH } from './constants';
import { EVENT_SOURCES, MILESTONES, type EventSource } from './milestones';
import {
  CitySchema,
  EdiCode,
  IsoDateTime,
  MilestoneLabel,
  oneOf,
  orNull,
  ServerText,
  ShipmentCarrierSchema,
  Text,
  TimeZone,
  VehicleNumber,
} from './responseSchemas';
import { TRAIL_LENGTH } from './trackingMilestones';
import { ETA_STATES } from './statuses';
import type * as Tracking from './trackingTypes';

/*
 * Following a load as JSON Schema, held to the wire types of trackingTypes.ts by the checks at
 * the end.
 */

const Latitude = Type.Number({ minimum: -90, maximum: 90 });
const Longitude = Type.Number({ minimum: -180, maximum: 180 });

export const TrackingMilestoneSchema = Type.Object({
  code: oneOf(MILESTONES),
  edi_code: EdiCode,
  label: MilestoneLabel,
  time_zone: TimeZone(
    'The IANA zone of the place it happened, or of its stop while it has not: ' +
      '"America/Chicago".',
  ),
  city: orNull({ ...CitySchema, description: 'Where it happened; null while it has not.' }),
  source: Type.Unsafe<EventSource | null>({
    type: ['string', 'null'],
    enum: [...EVENT_SOURCES, null],
    description: 'Who reported it; null while it has not happened.',
  }),
  planned_at: orNull({
    ...IsoDateTime,
    description:
      "The start of the stop's day on the stop's clock (a booking carries a day, not an " +
      'appointment time); null for the carrier assignment.',
  }),
  at: orNull({ ...IsoDateTime, description: 'When it happened; null while it has not.' }),
});

export const TrackingStopSchema = Type.Object({
  city: CitySchema,
  time_zone: TimeZone('An IANA zone: "America/Chicago".'),
  latitude: Latitude,
  longitude: Longitude,
});

export const TrackingPositionSchema = Type.Object({
  at: IsoDateTime,
  latitude: Latitude,
  longitude: Longitude,
});

export const LastPositionSchema = Type.Object({
  ...TrackingPositionSchema.properties,
  near_city: { ...CitySchema, description: 'The nearest city of the place data.' },
});

export const EtaSchema = Type.Object({
  at: IsoDateTime,
  time_zone: TimeZone("The drop-off's IANA zone, to show `at` on its clock."),
  state: oneOf(ETA_STATES),
  explanation: ServerText({
    description: 'How it was reached: "412 mi left at 50 mph, one 10-h break".',
  }),
});

export const PodSummarySchema = Type.Object({
  receiver_name: Text(NAME_MAX_LENGTH),
  at: { ...IsoDateTime, description: 'When the load was delivered.' },
  has_photo: Type.Boolean({ description: 'Whether the signed bill of lading was photographed.' }),
  exceptions: orNull(
    Text(NOTES_MAX_LENGTH, {
      description:
        'Over, short or damaged, as noted at the delivery ("Delivered with exceptions"); null ' +
        'for a clean delivery.',
    }),
  ),
});

export const ShipmentTrackingSchema = Type.Object({
  carrier: orNull({ ...ShipmentCarrierSchema, description: 'Null until a carrier is assigned.' }),
  driver_first_name: orNull(Text(NAME_MAX_LENGTH)),
  truck_number: orNull(VehicleNumber),
  trailer_number: orNull(VehicleNumber),
  milestones: Type.Array(TrackingMilestoneSchema, {
    minItems: MILESTONES.length,
    maxItems: MILESTONES.length,
    description: 'All five, in the order of the journey, reported or not yet.',
  }),
  positions: Type.Array(TrackingPositionSchema, {
    maxItems: TRAIL_LENGTH,
    description: `The live assignment's newest positions, oldest first (at most ${TRAIL_LENGTH}).`,
  }),
  last_position: orNull({
    ...LastPositionSchema,
    description: 'The newest position; null before any.',
  }),
  eta: orNull({
    ...EtaSchema,
    description:
      'The estimated arrival at the drop-off; null before the pickup is left, once delivered, ' +
      'and while nothing tells where the truck is.',
  }),
  pod: orNull({ ...PodSummarySchema, description: 'The proof of delivery; null until delivered.' }),
  pickup: TrackingStopSchema,
  dropoff: TrackingStopSchema,
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type TrackingSchemasMatchTypes = [
  Holds<Same<Static<typeof TrackingMilestoneSchema>, Tracking.TrackingMilestone>>,
  Holds<Same<Static<typeof TrackingStopSchema>, Tracking.TrackingStop>>,
  Holds<Same<Static<typeof TrackingPositionSchema>, Tracking.TrackingPosition>>,
  Holds<Same<Static<typeof LastPositionSchema>, Tracking.LastPosition>>,
  Holds<Same<Static<typeof EtaSchema>, Tracking.Eta>>,
  Holds<Same<Static<typeof PodSummarySchema>, Tracking.PodSummary>>,
  Holds<Same<Static<typeof ShipmentTrackingSchema>, Tracking.ShipmentTracking>>,
];
