import Type from 'typebox';
import type { Static } from 'typebox';
import { PUBLIC_STATUSES } from './publicTrackingTypes';
import type * as Public from './publicTrackingTypes';
import { MILESTONES } from './milestones';
import { CitySchema, IsoDateTime, oneOf, orNull, Unbounded } from './responseSchemas';
import { TRAIL_LENGTH } from './trackingMilestones';
import {
  EtaSchema,
  TrackingMilestoneSchema,
  TrackingPositionSchema,
  TrackingStopSchema,
} from './trackingResponseSchemas';

/*
 * The shared tracking page's answers as JSON Schema, held to the wire types of
 * publicTrackingTypes.ts by the checks at the end. The serializer writes only what these name:
 * a field left out here never leaves the server.
 */

const { code, label, time_zone, city, planned_at, at } = TrackingMilestoneSchema.properties;

export const PublicMilestoneSchema = Type.Object({
  code,
  label,
  time_zone,
  city,
  planned_at,
  at,
});

export const LastSeenSchema = Type.Object({
  near_city: {
    ...CitySchema,
    description: 'The city of the place data nearest the truck’s newest position.',
  },
  at: { ...IsoDateTime, description: 'When the truck was there.' },
});

const expiresAt = orNull({
  ...IsoDateTime,
  description: 'When the link stops working: 30 days after the delivery; null until delivered.',
});

export const PublicTrackingSchema = Type.Object({
  status: oneOf(PUBLIC_STATUSES),
  milestones: Type.Array(PublicMilestoneSchema, {
    minItems: MILESTONES.length,
    maxItems: MILESTONES.length,
    description: 'All five, in the order of the journey, reported or not yet.',
  }),
  eta: orNull({
    ...EtaSchema,
    description:
      'The estimated arrival at the drop-off; null before the pickup is left, once delivered, ' +
      'and while nothing tells where the truck is.',
  }),
  last_seen: orNull({
    ...LastSeenSchema,
    description:
      'Where the truck was last seen, to the nearest city only; null before any position.',
  }),
  trail: Type.Array(TrackingPositionSchema, {
    maxItems: TRAIL_LENGTH,
    description:
      'Where the truck has been, to the city: the cities nearest its reported positions, oldest ' +
      'first, each once in a row, at the city’s coordinates (never the truck’s) and the time of ' +
      'the last report near it; the last is where it was last seen. Empty before any position.',
  }),
  pickup: { ...TrackingStopSchema, description: "The pickup's city, placed on the map." },
  dropoff: { ...TrackingStopSchema, description: "The drop-off's city, placed on the map." },
  expires_at: expiresAt,
});

export const TrackingLinkSchema = Type.Object({
  url: Unbounded("The app's address (APP_URL) and the link's token.", {
    description: 'The page to send the customer: shown this once, as only its hash is kept.',
  }),
  created_at: IsoDateTime,
  expires_at: expiresAt,
});

export const TrackingLinkStatusSchema = Type.Object({
  live: Type.Boolean({ description: 'Whether a link works now.' }),
  created_at: orNull({
    ...IsoDateTime,
    description: 'When the live link was made; null without one.',
  }),
  expires_at: orNull({
    ...IsoDateTime,
    description:
      'When the live link stops working: 30 days after the delivery; null until delivered, ' +
      'and without one.',
  }),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type PublicTrackingSchemasMatchTypes = [
  Holds<Same<Static<typeof PublicMilestoneSchema>, Public.PublicMilestone>>,
  Holds<Same<Static<typeof LastSeenSchema>, Public.LastSeen>>,
  Holds<Same<Static<typeof PublicTrackingSchema>, Public.PublicTracking>>,
  Holds<Same<Static<typeof TrackingLinkSchema>, Public.TrackingLink>>,
  Holds<Same<Static<typeof TrackingLinkStatusSchema>, Public.TrackingLinkStatus>>,
];
