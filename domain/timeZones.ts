import type { RegionRow } from './regions';
import { utcOffsetMinutes } from './zonedTime';

/*
 * The time zone of each state and province of regions.ts: where a state spans several, the one
 * most of its people live in, since a city's zone is not in the place data.
 */

// prettier-ignore
const US: Record<string, string> = {
  AL: 'America/Chicago', AK: 'America/Anchorage',
  AZ: 'America/Phoenix', // no summer time, but on the Navajo Nation
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles', CO: 'America/Denver', CT: 'America/New_York', DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York', // the Panhandle west of the Apalachicola is Central
  GA: 'America/New_York', HI: 'Pacific/Honolulu',
  ID: 'America/Boise', // Boise and the south; the northern Panhandle is Pacific
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis', // the corners by Chicago and Evansville are Central
  IA: 'America/Chicago',
  KS: 'America/Chicago', // four western counties are Mountain
  KY: 'America/New_York', // Louisville and Lexington; the west is Central
  LA: 'America/Chicago', ME: 'America/New_York', MD: 'America/New_York', MA: 'America/New_York',
  MI: 'America/Detroit', // four Upper Peninsula counties are Central
  MN: 'America/Chicago', MS: 'America/Chicago', MO: 'America/Chicago', MT: 'America/Denver',
  NE: 'America/Chicago', // the western Panhandle is Mountain
  NV: 'America/Los_Angeles', NH: 'America/New_York', NJ: 'America/New_York',
  NM: 'America/Denver', NY: 'America/New_York', NC: 'America/New_York',
  ND: 'America/Chicago', // the southwest is Mountain
  OH: 'America/New_York', OK: 'America/Chicago',
  OR: 'America/Los_Angeles', // Malheur County is Mountain
  PA: 'America/New_York', RI: 'America/New_York', SC: 'America/New_York',
  SD: 'America/Chicago', // Rapid City and the west are Mountain
  TN: 'America/Chicago', // Nashville and Memphis; Knoxville and Chattanooga are Eastern
  TX: 'America/Chicago', // El Paso is Mountain
  UT: 'America/Denver', VT: 'America/New_York', VA: 'America/New_York',
  WA: 'America/Los_Angeles', WV: 'America/New_York', WI: 'America/Chicago', WY: 'America/Denver',
};

// prettier-ignore
const CA: Record<string, string> = {
  AB: 'America/Edmonton',
  BC: 'America/Vancouver', // the Kootenays and the Peace River are Mountain
  MB: 'America/Winnipeg', NB: 'America/Moncton',
  NL: 'America/St_Johns', // Labrador is mostly Atlantic
  NS: 'America/Halifax',
  ON: 'America/Toronto', // the northwest is Central
  PE: 'America/Halifax',
  QC: 'America/Toronto', // the Lower North Shore and the Magdalen Islands are Atlantic
  SK: 'America/Regina', // Central standard time all year; Lloydminster keeps Alberta's clock
  YT: 'America/Whitehorse', // Mountain standard time all year
  NT: 'America/Edmonton', // Yellowknife keeps Alberta's clock
  NU: 'America/Iqaluit', // Iqaluit and Baffin Island; the Kivalliq is Central, Kitikmeot Mountain
};

/*
 * Mexico keeps standard time all year since 2022, but for the municipalities on the US border,
 * which change their clocks with the United States.
 */
// prettier-ignore
const MX: Record<string, string> = {
  AGU: 'America/Mexico_City', BCN: 'America/Tijuana', BCS: 'America/Mazatlan',
  CAM: 'America/Merida', CHP: 'America/Mexico_City',
  // Ciudad Juárez, the largest city, is on the border, but the border strip holds under half.
  CHH: 'America/Chihuahua',
  COA: 'America/Monterrey', // Saltillo and Torreón; Piedras Negras and Acuña change with the US
  COL: 'America/Mexico_City', CMX: 'America/Mexico_City', DUR: 'America/Monterrey',
  GUA: 'America/Mexico_City', GRO: 'America/Mexico_City', HID: 'America/Mexico_City',
  JAL: 'America/Mexico_City', MEX: 'America/Mexico_City', MIC: 'America/Mexico_City',
  MOR: 'America/Mexico_City',
  NAY: 'America/Mazatlan', // Bahía de Banderas is Central
  NLE: 'America/Monterrey', OAX: 'America/Mexico_City', PUE: 'America/Mexico_City',
  QUE: 'America/Mexico_City', ROO: 'America/Cancun', SLP: 'America/Mexico_City',
  SIN: 'America/Mazatlan', SON: 'America/Hermosillo', TAB: 'America/Mexico_City',
  // Reynosa, Matamoros and Nuevo Laredo, on the border, hold over half the state.
  TAM: 'America/Matamoros',
  TLA: 'America/Mexico_City', VER: 'America/Mexico_City', YUC: 'America/Merida',
  ZAC: 'America/Mexico_City',
};

const ZONES: Record<RegionRow['country'], Record<string, string>> = { US, CA, MX };

/** Every zone a place of the product is in: the only ones the API sends. */
export const TIME_ZONES = [
  ...new Set(Object.values(ZONES).flatMap((zones) => Object.values(zones))),
];

/**
 * The IANA time zone of a place, by its country and region codes as a city carries them
 * (country_code "US", region_code "TX"). Every region of regions.ts has one: a code outside it is
 * a place the product does not serve, and an error.
 */
export const timeZoneOfRegion = (countryCode: string, regionCode: string): string => {
  const zone =
    countryCode in ZONES ? ZONES[countryCode as RegionRow['country']][regionCode] : undefined;
  if (!zone) throw new Error(`No time zone for region ${countryCode}-${regionCode}`);
  return zone;
};

/*
 * The short names North Americans write, by offset from UTC in minutes and whether summer time
 * is in force; one offset means different zones in winter and in summer (-480 is PST, or AKDT).
 */
const STANDARD_NAMES: Record<number, string> = {
  [-600]: 'HST',
  [-540]: 'AKST',
  [-480]: 'PST',
  [-420]: 'MST',
  [-360]: 'CST',
  [-300]: 'EST',
  [-240]: 'AST',
  [-210]: 'NST',
};
const SUMMER_NAMES: Record<number, string> = {
  [-540]: 'HDT',
  [-480]: 'AKDT',
  [-420]: 'PDT',
  [-360]: 'MDT',
  [-300]: 'CDT',
  [-240]: 'EDT',
  [-180]: 'ADT',
  [-150]: 'NDT',
};

const shortNames = new Map<string, Intl.DateTimeFormat>();

const icuShortName = (timeZone: string, instant: Date): string | undefined => {
  let format = shortNames.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    shortNames.set(timeZone, format);
  }
  return format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
};

/** Summer time is in force when the clocks are ahead of the year's least offset. */
const isSummerTime = (timeZone: string, instant: Date, offset: number): boolean => {
  const year = instant.getUTCFullYear();
  const january = utcOffsetMinutes(timeZone, new Date(Date.UTC(year, 0, 1)));
  const july = utcOffsetMinutes(timeZone, new Date(Date.UTC(year, 6, 1)));
  return offset > Math.min(january, july);
};

const NORTH_AMERICAN_ZONES = new Set(
  Object.values(ZONES).flatMap((regions) => Object.values(regions)),
);

/**
 * The zone's short name at an instant, as the texts show it: "CST", "CDT", "AKST", "NDT".
 * American English names the zones of the United States, but which others it names varies with
 * the runtime's ICU data (Node 20 writes "GMT-3:30" for Newfoundland, "GMT-7" for Yukon and
 * Sonora): a zone of the product's places is then named by its offset, as North America names
 * it; any other zone is left as the runtime wrote it.
 */
export const zoneAbbreviation = (timeZone: string, instant: Date): string => {
  const icu = icuShortName(timeZone, instant) ?? 'GMT';
  if (!/^(GMT|UTC)/.test(icu) || !NORTH_AMERICAN_ZONES.has(timeZone)) return icu;
  const offset = utcOffsetMinutes(timeZone, instant);
  const names = isSummerTime(timeZone, instant, offset) ? SUMMER_NAMES : STANDARD_NAMES;
  return names[offset] ?? icu;
};
