import type { EtaFacts } from '@domain/eta';
import type { MilestoneCode } from '@domain/milestones';
import { timeZoneOfRegion } from '@domain/timeZones';
import { findCity } from './places';
import type { ShipmentRecord, StopRecord } from './records';
import { db } from './store';

const pointOf = (stop: StopRecord) => {
  const city = findCity(stop.cityId);
  if (!city) throw new Error(`No city ${stop.cityId} among the mocks' cities.`);
  return { city, latitude: city.latitude, longitude: city.longitude };
};

/** The first report of a milestone, in the order things happened, as the server reads it. */
const firstReport = (shipmentId: number, code: MilestoneCode): Date | null => {
  const [first] = db.shipmentEvents
    .filter((event) => event.shipmentId === shipmentId && event.code === code)
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id - b.id);
  return first ? new Date(first.at) : null;
};

/** What the estimate of a shipment's arrival is worked out from, as the server gathers it. */
export const mockEtaFacts = (shipment: ShipmentRecord): EtaFacts => {
  const live = db.assignments.find(
    (assignment) => assignment.shipmentId === shipment.id && assignment.endedAt === null,
  );
  const [newest] = live
    ? db.positions
        .filter(({ assignmentId }) => assignmentId === live.id)
        .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    : [];
  const dropoff = pointOf(shipment.dropoff);
  const { latitude, longitude } = pointOf(shipment.pickup);
  return {
    progress: shipment.progress,
    pickup: { latitude, longitude },
    dropoff: {
      latitude: dropoff.latitude,
      longitude: dropoff.longitude,
      date: shipment.dropoff.date,
      appointment_date: shipment.dropoff.appointment_date,
      window_start: shipment.dropoff.window_start,
      window_end: shipment.dropoff.window_end,
      timeZone: timeZoneOfRegion(dropoff.city.country_code, dropoff.city.region_code),
    },
    departedAt: firstReport(shipment.id, 'departed_pickup'),
    arrivedAt: firstReport(shipment.id, 'arrived_dropoff'),
    lastPosition: newest
      ? { at: new Date(newest.at), latitude: newest.latitude, longitude: newest.longitude }
      : null,
  };
};
