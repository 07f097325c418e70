import { DEMO_ACCOUNT, DEMO_SHIPPER } from '@domain/demo/demoAccount';
import type { DemoBooking } from '@domain/demo/demoBookings';
import { DEMO_BOOKINGS } from '@domain/demo/demoBookings';
import { demoFacility } from '@domain/demo/demoFacilities';
import { demoFinalDetails, demoSteps } from '@domain/demo/demoSteps';
import { shipmentTotalCents } from '@domain/shipmentMoney';
import { recordPayment } from './invoices';
import { cityNamed, regionAt } from './places';
import { finalizeShipment, setDriverAssist, setFacility } from './shipmentSteps';
import { createShipment } from './shipments';
import { createUser } from './users';

/** A demo booking taken through the steps, at the times the server's seed takes them. */
const book = (userId: number, booking: DemoBooking, sequence: number, now: Date): void => {
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
  if (booking.stage === 'paid')
    recordPayment(shipment, shipmentTotalCents(shipment), steps.paidAt.toISOString());
};

/** The server's demo data: Dana of Northwind Foods, with a shipment in every status. */
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
  for (const [sequence, booking] of DEMO_BOOKINGS.entries()) book(dana.id, booking, sequence, now);
};
