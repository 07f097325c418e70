import type { FacilityFields } from '@domain/types';

/** The demo shipper's docks and its customers', by city. Phone numbers are 555 test numbers. */
export const DEMO_FACILITIES: Record<string, FacilityFields> = {
  Chicago: {
    facility_name: 'Northwind Foods Chicago DC',
    facility_address: '4500 W 47th St, Chicago, IL',
    zip_code: '60632',
    scheduling_preference: 'already_scheduled',
    contact_name: 'Marcus Bell',
    phone_number: '+13125550142',
    email: 'dock.chicago@northwindfoods.test',
  },
  Dallas: {
    facility_name: 'Lone Star Grocers Warehouse',
    facility_address: '3900 Pinnacle Point Dr, Dallas, TX',
    zip_code: '75211',
    scheduling_preference: 'first_come',
    contact_name: 'Andre Collins',
    phone_number: '+12145550121',
    email: 'receiving@lonestargrocers.test',
  },
  'Los Angeles': {
    facility_name: 'Northwind Foods LA Cold Storage',
    facility_address: '2250 E Washington Blvd, Los Angeles, CA',
    zip_code: '90021',
    scheduling_preference: 'already_scheduled',
    contact_name: 'Maria Delgado',
    phone_number: '+12135550148',
    email: 'dock.la@northwindfoods.test',
  },
  Phoenix: {
    facility_name: 'Desert Fresh Distribution',
    facility_address: '4610 W Buckeye Rd, Phoenix, AZ',
    zip_code: '85043',
    scheduling_preference: 'first_come',
    contact_name: 'Kevin Tran',
    phone_number: '+16025550193',
    email: 'receiving@desertfresh.test',
  },

  Houston: {
    facility_name: 'Northwind Foods Houston Plant',
    facility_address: '8800 Market Street Rd, Houston, TX',
    zip_code: '77029',
    scheduling_preference: 'already_scheduled',
    contact_name: 'Luis Ortega',
    phone_number: '+17135550112',
    email: 'shipping.houston@northwindfoods.test',
  },
  'San Antonio': {
    facility_name: 'Alamo Market Distribution',
    facility_address: '1400 SE Military Dr, San Antonio, TX',
    zip_code: '78214',
    scheduling_preference: 'first_come',
    contact_name: 'Rebecca Salinas',
    phone_number: '+12105550184',
    email: 'receiving@alamomarket.test',
  },
  Seattle: {
    facility_name: 'Northwind Foods Seattle Seafood',
    facility_address: '1900 W Nickerson St, Seattle, WA',
    zip_code: '98119',
    scheduling_preference: 'already_scheduled',
    contact_name: 'Hannah Berg',
    phone_number: '+12065550136',
    email: 'dock.seattle@northwindfoods.test',
  },
  'Salt Lake City': {
    facility_name: 'Wasatch Foodservice',
    facility_address: '5025 W 2100 S, Salt Lake City, UT',
    zip_code: '84120',
    scheduling_preference: 'to_be_scheduled',
    contact_name: 'Tyler Jensen',
    phone_number: '+18015550159',
    email: 'inbound@wasatchfs.test',
  },
  Monterrey: {
    facility_name: 'Abarrotes del Norte CEDIS',
    facility_address: 'Av. Miguel Alemán 5400, Monterrey, NL',
    zip_code: '64580',
    scheduling_preference: 'first_come',
    contact_name: 'Sofía Garza',
    phone_number: '+528155550134',
    email: 'recepcion@abarrotesdelnorte.test',
  },
  Toronto: {
    facility_name: 'Northwind Foods Toronto',
    facility_address: '120 Midwest Rd, Toronto, ON',
    zip_code: 'M1P 3B2',
    scheduling_preference: 'first_come',
    contact_name: 'Daniel Okafor',
    phone_number: '+14165550187',
    email: 'dock.toronto@northwindfoods.test',
  },
  Montréal: {
    facility_name: 'Marché Saint-Laurent Entrepôt',
    facility_address: '9000 Boul. Henri-Bourassa O, Montréal, QC',
    zip_code: 'H4S 1N9',
    scheduling_preference: 'already_scheduled',
    contact_name: 'Julie Tremblay',
    phone_number: '+15145550131',
    email: 'reception@marchestlaurent.test',
  },
  Memphis: {
    facility_name: 'Riverbend Grocers Warehouse',
    facility_address: '5100 Tchulahoma Rd, Memphis, TN',
    zip_code: '38118',
    scheduling_preference: 'to_be_scheduled',
    contact_name: 'Shanice Porter',
    phone_number: '+19015550167',
    email: 'inbound@riverbendgrocers.test',
  },
};

/** The dock in a city of a demo lane: every finalized lane has both of its own. */
export const demoFacility = (city: string): FacilityFields => {
  const facility = DEMO_FACILITIES[city];
  if (!facility) throw new Error(`No demo facility in ${city}.`);
  return facility;
};
