import type { Booking } from './bookings';
import { book, daysFromToday, hoursAgo } from './bookings';
import { regionNamed } from './places';
import { createUser } from './users';

/** The seeded shipper, to sign in with in the mocked dev mode and in tests. */
export const DEMO_ACCOUNT = { email: 'demo@loadline.test', password: 'Demo1234' } as const;

/*
 * One shipment in every status, and invoices paid, pending and overdue. Dates are relative to
 * today so that the derived statuses hold whenever the mocks run.
 */
const demoBookings = (): Booking[] => [
  // Unfinished: just quoted.
  {
    from: 'Chicago',
    to: 'Atlanta',
    equipment: 'dryVan',
    pickupDate: daysFromToday(6),
    stage: 'quoted',
    createdAt: hoursAgo(1),
  },
  // Unfinished and finalized: the invoice is pending.
  {
    from: 'Los Angeles',
    to: 'Phoenix',
    equipment: 'reefer',
    pickupDate: daysFromToday(9),
    stage: 'finalized',
    driverAssist: true,
    commodity: 'Fresh produce',
    createdAt: hoursAgo(26),
  },
  // Unfinished, and the pickup date passed unpaid: the invoice is overdue.
  {
    from: 'Dallas',
    to: 'Memphis',
    equipment: 'dryVan',
    pickupDate: daysFromToday(-3),
    stage: 'finalized',
    commodity: 'Canned goods',
    createdAt: hoursAgo(240),
  },
  // Upcoming: paid a few hours ago, picked up in a few days.
  {
    from: 'Houston',
    to: 'San Antonio',
    equipment: 'reefer',
    pickupDate: daysFromToday(4),
    stage: 'paid',
    commodity: 'Dairy',
    createdAt: hoursAgo(5),
  },
  // In progress: picked up yesterday, on the road for two days.
  {
    from: 'Seattle',
    to: 'Salt Lake City',
    equipment: 'reefer',
    pickupDate: daysFromToday(-1),
    stage: 'paid',
    driverAssist: true,
    commodity: 'Frozen seafood',
    createdAt: hoursAgo(170),
  },
  // Past: delivered.
  {
    from: 'Indianapolis',
    to: 'Kansas City',
    equipment: 'dryVan',
    pickupDate: daysFromToday(-14),
    stage: 'paid',
    commodity: 'Breakfast cereal',
    createdAt: hoursAgo(430),
  },
  {
    from: 'Toronto',
    to: 'Montréal',
    equipment: 'dryVan',
    pickupDate: daysFromToday(-38),
    stage: 'paid',
    commodity: 'Snack foods',
    createdAt: hoursAgo(1080),
  },
];

export const seedDemo = (): void => {
  const dana = createUser({
    ...DEMO_ACCOUNT,
    first_name: 'Dana',
    last_name: 'Whitfield',
    phone_number: '+13125550100',
    company_name: 'Northwind Foods',
    primary_ships_country: 'US',
    is_email_verified: true,
    shipping_needs: {
      company_location: regionNamed('Illinois').id,
      mode: ['FTL'],
      average_ftl: '15-25',
      trailer_type: ['dryVan', 'reefer'],
    },
  });
  for (const booking of demoBookings()) book(dana.id, booking);
};
