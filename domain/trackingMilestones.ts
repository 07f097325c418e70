import type { ZonedDay } from './dispatchExceptions';
import type { Milestone } from './dispatchTypes';
import {
  isPickupMilestone,
  MILESTONE_EDI_CODES,
  MILESTONE_LABELS,
  MILESTONES,
  type MilestoneCode,
} from './milestones';
import type { TrackingMilestone } from './trackingTypes';
import { startOfDay } from './zonedTime';

/** Both stops' days, each on its own clock. */
export type StopDays = { pickup: ZonedDay; dropoff: ZonedDay };

/**
 * The report of a milestone that counts, from a history in the order things happened: the
 * newest assignment, which is the carrier on the load now; the first report of the others, since
 * a dispatcher's entry after the driver's tells of the same moment, late. A withdrawn report
 * never counts.
 */
export const countingReport = (
  history: readonly Milestone[],
  code: MilestoneCode,
): Milestone | undefined => {
  const standing = history.filter(
    (milestone) => milestone.code === code && milestone.withdrawn_at === null,
  );
  return code === 'dispatched' ? standing.at(-1) : standing[0];
};

/**
 * Every milestone of the journey in its order, each with the start of its stop's day beside
 * the report that counts, or nothing reported yet on its stop's clock.
 */
export const journeyMilestones = (
  history: readonly Milestone[],
  days: StopDays,
): TrackingMilestone[] =>
  MILESTONES.map((code) => {
    const day = isPickupMilestone(code) ? days.pickup : days.dropoff;
    const planned_at =
      code === 'dispatched' ? null : startOfDay(day.date, day.timeZone).toISOString();
    const report = countingReport(history, code);
    if (report) {
      const { edi_code, label, time_zone, city, source, at } = report;
      return { code, edi_code, label, time_zone, city, source, planned_at, at };
    }
    return {
      code,
      edi_code: MILESTONE_EDI_CODES[code],
      label: MILESTONE_LABELS[code],
      time_zone: day.timeZone,
      city: null,
      source: null,
      planned_at,
      at: null,
    };
  });

/**
 * How much of the trail a shipper's map is sent: the newest 500 positions, some 40 hours on the
 * road at the driver's page's pace of one every 5 minutes, in an answer of about 40 KB.
 */
export const TRAIL_LENGTH = 500;

/** Saved under the shipment's id: "proof-of-delivery-123.pdf". */
export const podFileName = (shipmentId: number): string => `proof-of-delivery-${shipmentId}.pdf`;
