/**
 * The states and provinces the product serves: ISO 3166-2 code (without the country) and, for
 * Canada and Mexico, the GeoNames first-level code the city data uses (the United States' is the
 * postal code, the same as ISO). The server stores them in this order, so a region's id is its
 * place in the list, counted from 1.
 */
export type RegionRow = {
  country: 'US' | 'CA' | 'MX';
  code: string;
  name: string;
  geonames: string;
};

// prettier-ignore
const us: [string, string][] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'],
  ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
  ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
  ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
];

// prettier-ignore
const ca: [string, string, string][] = [
  ['01', 'AB', 'Alberta'], ['02', 'BC', 'British Columbia'], ['03', 'MB', 'Manitoba'],
  ['04', 'NB', 'New Brunswick'], ['05', 'NL', 'Newfoundland and Labrador'], ['07', 'NS', 'Nova Scotia'],
  ['08', 'ON', 'Ontario'], ['09', 'PE', 'Prince Edward Island'], ['10', 'QC', 'Québec'],
  ['11', 'SK', 'Saskatchewan'], ['12', 'YT', 'Yukon'], ['13', 'NT', 'Northwest Territories'],
  ['14', 'NU', 'Nunavut'],
];

// prettier-ignore
const mx: [string, string, string][] = [
  ['01', 'AGU', 'Aguascalientes'], ['02', 'BCN', 'Baja California'], ['03', 'BCS', 'Baja California Sur'],
  ['04', 'CAM', 'Campeche'], ['05', 'CHP', 'Chiapas'], ['06', 'CHH', 'Chihuahua'], ['07', 'COA', 'Coahuila'],
  ['08', 'COL', 'Colima'], ['09', 'CMX', 'Ciudad de México'], ['10', 'DUR', 'Durango'],
  ['11', 'GUA', 'Guanajuato'], ['12', 'GRO', 'Guerrero'], ['13', 'HID', 'Hidalgo'], ['14', 'JAL', 'Jalisco'],
  ['15', 'MEX', 'Estado de México'], ['16', 'MIC', 'Michoacán'], ['17', 'MOR', 'Morelos'],
  ['18', 'NAY', 'Nayarit'], ['19', 'NLE', 'Nuevo León'], ['20', 'OAX', 'Oaxaca'], ['21', 'PUE', 'Puebla'],
  ['22', 'QUE', 'Querétaro'], ['23', 'ROO', 'Quintana Roo'], ['24', 'SLP', 'San Luis Potosí'],
  ['25', 'SIN', 'Sinaloa'], ['26', 'SON', 'Sonora'], ['27', 'TAB', 'Tabasco'], ['28', 'TAM', 'Tamaulipas'],
  ['29', 'TLA', 'Tlaxcala'], ['30', 'VER', 'Veracruz'], ['31', 'YUC', 'Yucatán'], ['32', 'ZAC', 'Zacatecas'],
];

export const REGIONS: RegionRow[] = [
  ...us.map(([code, name]) => ({ country: 'US' as const, code, name, geonames: code })),
  ...ca.map(([geonames, code, name]) => ({ country: 'CA' as const, code, name, geonames })),
  ...mx.map(([geonames, code, name]) => ({ country: 'MX' as const, code, name, geonames })),
];
