import type { AverageFtl, Mode, RegisterRequest, TrailerType } from '../types';

/** The seeded shipper's sign-in: a fresh development server prints it, the mocked dev mode takes it. */
export const DEMO_ACCOUNT = { email: 'demo@loadline.test', password: 'Demo1234' } as const;

export type DemoShipper = Omit<RegisterRequest, 'email' | 'password'> & {
  /** The region of the company, by country and ISO code: its id is the database's. */
  companyLocation: { country: string; code: string };
  mode: Mode[];
  average_ftl: AverageFtl;
  trailer_type: TrailerType[];
  joinedDaysAgo: number;
};

/** Dana of Northwind Foods: e-mail verified and shipping needs stated, ready to book. */
export const DEMO_SHIPPER: DemoShipper = {
  first_name: 'Dana',
  last_name: 'Whitfield',
  phone_number: '+13125550100',
  company_name: 'Northwind Foods',
  primary_ships_country: 'US',
  companyLocation: { country: 'US', code: 'IL' },
  mode: ['FTL'],
  average_ftl: '15-25',
  trailer_type: ['dryVan', 'reefer'],
  joinedDaysAgo: 60,
};
