import { DEMO_ACCOUNT, DEMO_SHIPPER } from '@domain/demo/demoAccount';
import type { DemoBooking } from '@domain/demo/demoBookings';
import { DEMO_BOOKINGS } from '@domain/demo/demoBookings';
import { demoFacility } from '@domain/demo/demoFacilities';
import {
  DEMO_CARRIERS,
  demoAssignmentInput,
  demoMilestones,
  demoPositions,
} from '@domain/demo/demoMovement';
import type { DemoMovement } from '@domain/demo/demoMovement';
import { demoFinalDetails, demoSteps } from '@domain/demo/demoSteps';
import { shipmentTotalCents } from '@domain/shipmentMoney';
import { addMockCarrier } from './carriers';
import { recordPayment } from './invoices';
import {
  assignMockCarrier,
  liveAssignmentOf,
  recordMockMilestone,
  recordMockPositions,
} from './movement';
import { cityNamed, findCity, regionAt } from './places';
import type { ShipmentRecord } from './records';
import { finalizeShipment, setDriverAssist, setFacility } from './shipmentSteps';
import { createShipment } from './shipments';
import { createUser } from './users';

/** The driver link of the demo's load on the road, so that `/d/demo-driver-link` opens it. */
export const DEMO_DRIVER_TOKEN = 'demo-driver-link';

const pointOf = (cityId: number) => {
  const city = findCity(cityId);
  if (!city) throw new Error(`No city ${cityId} among the mocks' cities.`);
  return { latitude: city.latitude, longitude: city.longitude };
};

/**
 * A paid demo load covered by the verified carrier, then moved as its driver's phone would have
 * reported it, with hourly positions while it is on the road: as the server's seed moves it.
 */
const move = (
  shipment: ShipmentRecord,
  paidAt: Date,
  movement: DemoMovement,
  carrierId: number,
  now: Date,
): void => {
  const [dispatched, ...reported] = demoMilestones(
    movement,
    paidAt,
    shipment.pickup.date,
    shipment.dropoff.date,
  );
  if (!dispatched) throw new Error('A demo movement starts with its dispatch.');
  const onTheRoad = movement.reached === 'departed_pickup';
  const assigned = assignMockCarrier(
    shipment.id,
    demoAssignmentInput(movement, carrierId),
    dispatched.at,
    onTheRoad ? DEMO_DRIVER_TOKEN : undefined,
  );
  if ('refused' in assigned) throw new Error(assigned.refused);
  for (const [index, { code, at }] of reported.entries())
    recordMockMilestone(shipment.id, {
      code,
      at: at.toISOString(),
      source: 'driver',
      clientId: `demo-${shipment.id}-${index}`,
    });
  const departed = reported.find(({ code }) => code === 'departed_pickup');
  const assignment = liveAssignmentOf(shipment.id);
  if (!departed || !onTheRoad || !assignment) return;
  const route = demoPositions(
    pointOf(shipment.pickup.cityId),
    pointOf(shipment.dropoff.cityId),
    departed.at,
    shipment.dropoff.date,
    now,
  );
  if (route.length)
    recordMockPositions(
      assignment,
      'driver',
      route.map(({ at, ...point }) => ({ ...point, at: at.toISOString() })),
    );
};

/** A demo booking taken through the steps, at the times the server's seed takes them. */
const book = (
  userId: number,
  booking: DemoBooking,
  sequence: number,
  now: Date,
  carrierId: number,
): void => {
  const steps = demoSteps(booking, sequence, now);
  const shipment = createShipment({
    userId,
    equipment: booking.equipment,
    pickupCity: cityNamed(booking.from.city, booking.from.region),
    dropoffCity: cityNamed(booking.to.city, booking.to.region),
    pickupDate: steps.pickupDate,
    createdAt: steps.bookedAt.toISOString(),
  });
  if (booking.stage === 'quoted') return;
  const details = demoFinalDetails(booking, shipment.id);
  // Each step at its own time, so that the history reads as the server's seed writes it.
  const at = (step: Date) => step.toISOString();
  setFacility(
    shipment,
    'pickup',
    demoFacility(booking.from.city),
    userId,
    at(steps.pickupFacilityAt),
  );
  setFacility(
    shipment,
    'dropoff',
    demoFacility(booking.to.city),
    userId,
    at(steps.dropoffFacilityAt),
  );
  if (booking.driverAssist) setDriverAssist(shipment, true, userId, at(steps.driverAssistAt));
  finalizeShipment(shipment, details, at(steps.finalizedAt));
  if (booking.stage !== 'paid') return;
  recordPayment(shipment, shipmentTotalCents(shipment), steps.paidAt.toISOString());
  if (booking.movement) move(shipment, steps.paidAt, booking.movement, carrierId, now);
};

/**
 * The server's demo data: Dana of Northwind Foods, with a shipment in every status, and the
 * carriers that move them (the first passes the test registry).
 */
export const seedDemo = (now = new Date()): void => {
  const shipper = DEMO_SHIPPER;
  const { country, code } = shipper.companyLocation;
  const dana = createUser({
    ...DEMO_ACCOUNT,
    first_name: shipper.first_name,
    last_name: shipper.last_name,
    phone_number: shipper.phone_number,
    company_name: shipper.company_name,
    primary_ships_country: shipper.primary_ships_country,
    is_email_verified: true,
    shipping_needs: {
      company_location: regionAt(country, code).id,
      mode: shipper.mode,
      average_ftl: shipper.average_ftl,
      trailer_type: shipper.trailer_type,
    },
  });
  const [verified] = DEMO_CARRIERS.map((carrier) => addMockCarrier(carrier, now));
  if (!verified) throw new Error('The demo has no carrier.');
  for (const [sequence, booking] of DEMO_BOOKINGS.entries())
    book(dana.id, booking, sequence, now, verified.id);
};
