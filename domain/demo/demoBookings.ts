import type { Equipment } from '../types';
import type { TemperatureMode } from '../reeferTemperature';
import type { DemoMovement } from './demoMovement';

/** How far a demo booking went: quoted only, finalized (invoice issued), or paid. */
export type DemoStage = 'quoted' | 'finalized' | 'paid';

/** A city by its name and its region's ISO code: ids are the database's. */
export type DemoPlace = { city: string; region: string };

export type DemoCargo = {
  commodity: string;
  weight: number;
  packaging: number;
  packaging_type: string;
  /** A reefer's setting. */
  temperature_f?: number;
  temperature_mode?: TemperatureMode;
};

export type DemoBooking = {
  from: DemoPlace;
  to: DemoPlace;
  equipment: Equipment;
  /** Days from today; negative in the past. */
  pickupInDays: number;
  /** When the shipper booked it, in days before today. */
  bookedDaysAgo: number;
  stage: DemoStage;
  driverAssist?: boolean;
  /** What is loaded, given when the booking is finalized. */
  cargo?: DemoCargo;
  /** What its truck has done so far, for a paid booking that a carrier covers. */
  movement?: DemoMovement;
};

/**
 * One shipment in every status and invoices paid, pending and overdue, on real lanes. Dates are
 * relative to today so that the derived statuses hold whenever the data is seeded. The dashboard's
 * searches find two lanes in Texas, one in Mexico (NLE) and one to Montréal.
 */
export const DEMO_BOOKINGS: DemoBooking[] = [
  // Unfinished: quoted an hour ago, no facility details yet.
  {
    from: { city: 'Chicago', region: 'IL' },
    to: { city: 'Atlanta', region: 'GA' },
    equipment: 'dryVan',
    pickupInDays: 6,
    bookedDaysAgo: 0,
    stage: 'quoted',
  },
  // Unfinished and finalized: the invoice is pending.
  {
    from: { city: 'Los Angeles', region: 'CA' },
    to: { city: 'Phoenix', region: 'AZ' },
    equipment: 'reefer',
    pickupInDays: 9,
    bookedDaysAgo: 1,
    stage: 'finalized',
    driverAssist: true,
    cargo: {
      commodity: 'Fresh produce',
      weight: 38,
      packaging: 22,
      packaging_type: 'Pallets',
      temperature_f: 34,
      temperature_mode: 'continuous',
    },
  },
  // Finalized, and the pickup date passed unpaid: the invoice is overdue.
  {
    from: { city: 'Dallas', region: 'TX' },
    to: { city: 'Memphis', region: 'TN' },
    equipment: 'dryVan',
    pickupInDays: -3,
    bookedDaysAgo: 10,
    stage: 'finalized',
    cargo: { commodity: 'Canned goods', weight: 44, packaging: 24, packaging_type: 'Pallets' },
  },
  // Upcoming: paid, picked up in a few days, not covered yet.
  {
    from: { city: 'Houston', region: 'TX' },
    to: { city: 'San Antonio', region: 'TX' },
    equipment: 'reefer',
    pickupInDays: 4,
    bookedDaysAgo: 2,
    stage: 'paid',
    cargo: {
      commodity: 'Dairy',
      weight: 36,
      packaging: 20,
      packaging_type: 'Pallets',
      temperature_f: 36,
      temperature_mode: 'continuous',
    },
  },
  // In progress: picked up yesterday, on the road for two days.
  {
    from: { city: 'Seattle', region: 'WA' },
    to: { city: 'Salt Lake City', region: 'UT' },
    equipment: 'reefer',
    pickupInDays: -1,
    bookedDaysAgo: 7,
    stage: 'paid',
    driverAssist: true,
    cargo: {
      commodity: 'Frozen seafood',
      weight: 34,
      packaging: 20,
      packaging_type: 'Pallets',
      temperature_f: -10,
      temperature_mode: 'continuous',
    },
    movement: {
      reached: 'departed_pickup',
      driver: { name: 'Luis Ortega', phone: '+12065550123', truck: 'T-418', trailer: 'R-2207' },
    },
  },
  // Past: delivered weeks ago, across the border.
  {
    from: { city: 'Chicago', region: 'IL' },
    to: { city: 'Monterrey', region: 'NLE' },
    equipment: 'dryVan',
    pickupInDays: -20,
    bookedDaysAgo: 26,
    stage: 'paid',
    cargo: {
      commodity: 'Snack foods',
      weight: 32,
      packaging: 30,
      packaging_type: 'Cases on pallets',
    },
    movement: {
      reached: 'delivered',
      driver: { name: 'Ana Reyes', phone: '+13125550177', truck: 'T-102', trailer: 'V-5531' },
    },
  },
  // Past: delivered last month.
  {
    from: { city: 'Toronto', region: 'ON' },
    to: { city: 'Montréal', region: 'QC' },
    equipment: 'reefer',
    pickupInDays: -38,
    bookedDaysAgo: 45,
    stage: 'paid',
    cargo: {
      commodity: 'Frozen desserts',
      weight: 34,
      packaging: 18,
      packaging_type: 'Pallets',
      temperature_f: -15,
      temperature_mode: 'cycle',
    },
    movement: {
      reached: 'delivered',
      driver: { name: 'Marc Tremblay', phone: '+14165550199', truck: 'T-77', trailer: 'R-1040' },
    },
  },
];
