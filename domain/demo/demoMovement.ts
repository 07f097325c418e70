import { addDays } from '../dates';
import type { AssignmentInput, CarrierInput } from '../dispatchTypes';
import { MILESTONES, milestoneRank, type MilestoneCode } from '../milestones';
import type { IsoDate } from '../types';

/*
 * What the demo's trucks did: the carriers Loadline's demo dispatcher covers with, and the
 * milestones and positions of the demo shipper's paid loads, at times relative to now.
 */

export const DEMO_DISPATCHER = {
  email: 'dispatch@loadline.test',
  password: 'Demo1234',
  first_name: 'Morgan',
} as const;

/** The first passes the test registry; the others show what a refusal looks like. */
export const DEMO_CARRIERS: CarrierInput[] = [
  {
    legal_name: 'Prairie Line Transport LLC',
    usdot_number: '3000001',
    mc_number: '700001',
    scac: 'PRLT',
    phone: '+13125550140',
    email: 'dispatch@prairieline.test',
    equipment: ['dryVan', 'reefer'],
    insurance_expires_on: '2030-12-31',
  },
  {
    legal_name: 'Red Mesa Haulers Inc',
    usdot_number: '3000002',
    mc_number: '700002',
    scac: 'RMHI',
    phone: '+16025550188',
    email: 'ops@redmesa.test',
    equipment: ['dryVan'],
    insurance_expires_on: '2030-06-30',
  },
];

/** How far a demo load went, and who drove it. */
export type DemoMovement = {
  reached: MilestoneCode;
  driver: { name: string; phone: string; truck: string; trailer: string };
};

/** The assignment that covers a demo load with a carrier: its driver, truck and trailer. */
export const demoAssignmentInput = (
  { driver }: DemoMovement,
  carrierId: number,
): AssignmentInput => ({
  carrier_id: carrierId,
  driver_name: driver.name,
  driver_phone: driver.phone,
  truck_number: driver.truck,
  trailer_number: driver.trailer,
});

const HOUR_MS = 60 * 60 * 1000;

const atHour = (date: IsoDate, hour: number) =>
  new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);

/**
 * When each milestone up to the one reached happened: dispatched two hours after payment, at the
 * pickup in the afternoon (UTC) of its day, at the drop-off on its day.
 */
export const demoMilestones = (
  movement: DemoMovement,
  paidAt: Date,
  pickupDate: IsoDate,
  dropoffDate: IsoDate,
): { code: MilestoneCode; at: Date }[] => {
  const times: Record<MilestoneCode, Date> = {
    dispatched: new Date(paidAt.getTime() + 2 * HOUR_MS),
    arrived_pickup: atHour(pickupDate, 14),
    departed_pickup: atHour(pickupDate, 16),
    arrived_dropoff: atHour(dropoffDate, 15),
    delivered: atHour(dropoffDate, 17),
  };
  return MILESTONES.filter((code) => milestoneRank(code) <= milestoneRank(movement.reached)).map(
    (code) => ({ code, at: times[code] }),
  );
};

type Point = { latitude: number; longitude: number };

/**
 * A truck on the road reports every hour: points on the straight line between the stops, as far
 * along as the time since departure is of the time to the drop-off day's end, up to a quarter of
 * an hour ago.
 */
export const demoPositions = (
  from: Point,
  to: Point,
  departedAt: Date,
  dropoffDate: IsoDate,
  now: Date,
): (Point & { at: Date })[] => {
  const end = atHour(addDays(dropoffDate, 1), 0).getTime();
  const last = now.getTime() - HOUR_MS / 4;
  const positions: (Point & { at: Date })[] = [];
  for (let at = departedAt.getTime() + HOUR_MS; at <= last; at += HOUR_MS) {
    const share = Math.min(1, (at - departedAt.getTime()) / (end - departedAt.getTime()));
    positions.push({
      at: new Date(at),
      latitude: from.latitude + (to.latitude - from.latitude) * share,
      longitude: from.longitude + (to.longitude - from.longitude) * share,
    });
  }
  return positions;
};
