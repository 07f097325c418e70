import type { Shipment, ShipmentStatus, Stop } from './types';

/*
 * When a shipment's papers can be made, and the number they carry. The server refuses a paper
 * with the same list of what is missing that the shipment's page shows as a checklist.
 */

export const SHIPPING_PAPERS = ['bill_of_lading', 'load_confirmation'] as const;
export type ShippingPaper = (typeof SHIPPING_PAPERS)[number];

export const SHIPPING_PAPER_TITLES: Record<ShippingPaper, string> = {
  bill_of_lading: 'Bill of lading',
  load_confirmation: 'Load confirmation',
};

/**
 * The GS1 company prefix that opens every bill of lading number, as the VICS bill of lading
 * numbers them: the prefix, the shipper's own serial (here the shipment's id) and a check digit
 * make 17 digits.
 */
export const BOL_COMPANY_PREFIX = '0860001';
const BOL_SERIAL_DIGITS = 17 - BOL_COMPANY_PREFIX.length - 1;

/** GS1's mod 10 check digit: weights 3 and 1 alternate leftwards from the rightmost digit. */
export const gs1CheckDigit = (digits: string): number => {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const fromRight = digits.length - 1 - index;
    sum += Number(digits[index]) * (fromRight % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
};

/** The shipment's 17-digit bill of lading number, check digit last. */
export const bolNumber = (shipmentId: number): string => {
  const serial = String(shipmentId);
  if (serial.length > BOL_SERIAL_DIGITS) {
    throw new RangeError(`Shipment ${shipmentId} is past the bill of lading's serial digits.`);
  }
  const body = BOL_COMPANY_PREFIX + serial.padStart(BOL_SERIAL_DIGITS, '0');
  return `${body}${gs1CheckDigit(body)}`;
};

/** What a paper needs, and whether the shipment has it. */
export type PaperRequirement = { label: string; done: boolean };

const PAID_STATUSES: readonly ShipmentStatus[] = ['upcoming', 'inprogress', 'past'];

const facilityFilled = (stop: Pick<Stop, 'facility_name'>) => stop.facility_name !== null;

export type PaperSubject = Pick<Shipment, 'status'> & {
  pickup: Pick<Stop, 'facility_name'>;
  dropoff: Pick<Stop, 'facility_name'>;
};

/** Every item of the papers' checklists, in their words. */
export const PAPER_REQUIREMENTS = {
  payment: 'The payment',
  pickupFacility: 'The pickup facility',
  dropoffFacility: 'The dropoff facility',
} as const;

/** The bill of lading needs the payment and both facilities; the confirmation, the payment. */
export const paperChecklist = (
  paper: ShippingPaper,
  shipment: PaperSubject,
): PaperRequirement[] => {
  const paid = {
    label: PAPER_REQUIREMENTS.payment,
    done: PAID_STATUSES.includes(shipment.status),
  };
  if (paper === 'load_confirmation') return [paid];
  return [
    paid,
    { label: PAPER_REQUIREMENTS.pickupFacility, done: facilityFilled(shipment.pickup) },
    { label: PAPER_REQUIREMENTS.dropoffFacility, done: facilityFilled(shipment.dropoff) },
  ];
};

/** What the paper still waits for, in the checklist's words. */
export const paperMissing = (paper: ShippingPaper, shipment: PaperSubject): string[] =>
  paperChecklist(paper, shipment)
    .filter(({ done }) => !done)
    .map(({ label }) => label);

export const PAPER_MESSAGES = {
  cancelled: 'A cancelled shipment has no shipping papers.',
  missing: (paper: ShippingPaper, missing: string[]) =>
    `The ${SHIPPING_PAPER_TITLES[paper].toLowerCase()} needs ${missing
      .map((label) => label.replace(/^The /, 'the '))
      .join(', ')} first.`,
} as const;

/** Why a paper cannot be made: the message, and the checklist's items still missing. */
export type PaperRefusal = { message: string; missing: string[] };

/** Why the paper cannot be made now, or null when it can. */
export const paperRefusal = (paper: ShippingPaper, shipment: PaperSubject): PaperRefusal | null => {
  if (shipment.status === 'cancelled') return { message: PAPER_MESSAGES.cancelled, missing: [] };
  const missing = paperMissing(paper, shipment);
  return missing.length ? { message: PAPER_MESSAGES.missing(paper, missing), missing } : null;
};

/** The download's file name: what it is and which shipment. */
export const paperFileName = (paper: ShippingPaper, shipmentId: number): string =>
  paper === 'bill_of_lading'
    ? `BOL-${bolNumber(shipmentId)}.pdf`
    : `load-confirmation-${shipmentId}.pdf`;
