/** The product's name, shown in the navigation bar, titles and e-mails. */
export const PRODUCT_NAME = 'Loadline';

export const API_BASE_PATH = '/api';

export const EQUIPMENT = ['dryVan', 'reefer'] as const;
export const DEFAULT_EQUIPMENT: (typeof EQUIPMENT)[number] = 'dryVan';
export const EQUIPMENT_LABELS = { dryVan: 'Dry Van', reefer: 'Reefer' } as const;

/** The parts of a quote's price, in the order they are shown. */
export const QUOTE_LINE_KINDS = ['linehaul', 'fuel_surcharge'] as const;

export const MODES = ['FTL', 'LTL'] as const;
export const MODE_LABELS = {
  FTL: 'Full truckload (FTL)',
  LTL: 'Less than truckload (LTL)',
} as const;

export const TRAILER_TYPES = ['dryVan', 'reefer', 'flatbed'] as const;
export const TRAILER_TYPE_LABELS = {
  dryVan: 'Dry Van',
  reefer: 'Reefer',
  flatbed: 'Flatbed',
} as const;

export const AVERAGE_FTL_OPTIONS = ['1-5', '5-10', '15-25', '30-45', '50-70', '80-100'] as const;
export const DEFAULT_AVERAGE_FTL: (typeof AVERAGE_FTL_OPTIONS)[number] = '1-5';

export const SCHEDULING_PREFERENCES = [
  'first_come',
  'already_scheduled',
  'to_be_scheduled',
] as const;
export const DEFAULT_SCHEDULING_PREFERENCE: (typeof SCHEDULING_PREFERENCES)[number] = 'first_come';
export const SCHEDULING_PREFERENCE_LABELS = {
  first_come: 'First come, first served',
  already_scheduled: 'Appointment scheduled',
  to_be_scheduled: 'To be scheduled',
} as const;

/** What the shipment list may be sorted by; a leading "-" sorts it the other way. */
export const SHIPMENT_ORDER_FIELDS = [
  'id',
  'created_at',
  'pickup_date',
  'dropoff_date',
  'total_price',
  'status',
] as const;
/** What the invoice list may be sorted by; a leading "-" sorts it the other way. */
export const INVOICE_ORDER_FIELDS = [
  'created_at',
  'total_amount',
  'invoice_number',
  'status',
] as const;
/** Newest first, as the lists of the specification are. */
export const DEFAULT_SHIPMENT_ORDERING = '-created_at';
export const DEFAULT_INVOICE_ORDERING = '-created_at';
export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;

export const DRIVER_ASSIST_FEE_CENTS = 15000;

export const DEFAULT_COUNTRY = 'US';

/** Limits from the specification. */
export const FIRST_NAME_MAX_LENGTH = 15;
export const PASSWORD_MIN_LENGTH = 8;
export const ZIP_CODE_MIN_LENGTH = 4;
export const DATE_MIN_LENGTH = 10;
export const SEARCH_DEBOUNCE_MS = 1000;
export const REGION_SEARCH_MIN_LENGTH = 2;
export const SEARCH_RESULTS_LIMIT = 20;
export const CALENDAR_STRIP_DAYS = 21;
export const INVOICE_TABLE_ROWS = 3;

/**
 * The longest text each field takes: what a real value needs with room to spare, so that nobody
 * stores a novel in a form field. The names' and company's limits are those the API always had.
 */
export const EMAIL_MAX_LENGTH = 254; // the longest address SMTP carries (RFC 5321)
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const COMPANY_NAME_MAX_LENGTH = 200;
export const PHONE_MAX_LENGTH = 32;
export const COUNTRY_CODE_MAX_LENGTH = 8;
export const FACILITY_NAME_MAX_LENGTH = 200;
export const ADDRESS_MAX_LENGTH = 300;
/** "12345-6789", a US ZIP+4, is the longest postal code of the three countries. */
export const ZIP_CODE_MAX_LENGTH = 10;
/** Reference, pickup and dropoff numbers. */
export const LOAD_NUMBER_MAX_LENGTH = 50;
/** Commodity and packaging type. */
export const LOAD_TEXT_MAX_LENGTH = 100;
export const NOTES_MAX_LENGTH = 1000;
/** Stripe's ids are about 30 characters; its documentation promises no more than 255. */
export const PAYMENT_ID_MAX_LENGTH = 255;
/** E-mailed and session tokens are 43 characters. */
export const TOKEN_MAX_LENGTH = 200;
/** A quote id is a signed ticket of the lane, the day and the price: well under this. */
export const QUOTE_ID_MAX_LENGTH = 512;

/**
 * The heaviest load each trailer takes, in thousands of pounds as the finalizing form asks for it
 * (42 is 42,000 lbs): 80,000 lbs gross on US interstates less the tractor and the trailer. A
 * reefer's refrigeration unit and insulated walls weigh about 2,000 lbs more than a dry van.
 */
export const MAX_WEIGHT_BY_EQUIPMENT = { dryVan: 45, reefer: 43 } as const;

/**
 * The most pieces one load may count. A 53-ft trailer holds about 3,900 cubic feet: 10,000
 * pieces are cartons of under 0.4 cubic feet (about 7 inches a side) stacked wall to wall, and
 * loads of smaller items are counted by the case or the pallet.
 */
export const MAX_PACKAGING_COUNT = 10_000;

/** List pages: the dashboard's grid holds 12 cards (rows of 3 or 2); any page at most 100 rows. */
export const SHIPMENT_PAGE_SIZE = 12;

/** The shipment list's booked_by value for the caller's own bookings. */
export const BOOKED_BY_ME = 'me';
/** The dashboard's table shows more rows a page than the cards: a desk reads down a table. */
export const SHIPMENT_TABLE_PAGE_SIZE = 25;
export const INVOICE_PAGE_SIZE = 20;
/** The invoices' spend covers this many UTC months, the current one included. */
export const SPEND_MONTHS = 12;
export const MAX_PAGE_SIZE = 100;
export const LIST_SEARCH_MAX_LENGTH = 100;
/** The years (UTC) an invoice list's month may start in: the database knows no year 0. */
export const MONTH_START_YEARS = { from: 1970, to: 9999 } as const;
/** The dashboard asks the server once typing pauses, not at every keystroke. */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

/** A carrier's USDOT and MC numbers: at most 8 digits. */
export const REGISTRY_NUMBER_MAX_DIGITS = 8;
/** A Standard Carrier Alpha Code: 2 to 4 letters. */
export const SCAC_MAX_LENGTH = 4;

/** Optional +, then 9 to 15 digits, the first not 0. */
const PHONE_DIGITS = { min: 9, max: 15 } as const;
export const PHONE_PATTERN = new RegExp(
  `^\\+?[1-9]\\d{${PHONE_DIGITS.min - 1},${PHONE_DIGITS.max - 1}}$`,
);
/** The longest number PHONE_PATTERN takes: the + and every digit. */
export const PHONE_PATTERN_MAX_LENGTH = '+'.length + PHONE_DIGITS.max;

/** How long each kind of toast stays, and how many may show at once. */
export const TOAST_DURATION_MS = {
  success: 2000,
  error: 4000,
  paymentError: 10000,
  // Not in the specification: a notice is read like an error message, so it stays as long.
  info: 4000,
} as const;
export const TOAST_LIMIT = 20;

/** What the test-mode authentication dialog sends when the shopper fails the card's challenge. */
export const TEST_AUTHENTICATION_FAILED = 'failed';
