import { EQUIPMENT_LABELS } from './constants';
import type { ShipmentDetail } from './dispatchTypes';
import type { InvoiceIssuer } from './invoiceDocumentIssuer';
import { INVOICE_ISSUER } from './invoiceDocumentIssuer';
import type { SheetRow } from './invoiceDocumentSheet';
import { formatDay, withThousands } from './invoiceDocumentSheet';
import { cityName } from './placeNames';
import { takesTemperature, temperatureText } from './reeferTemperature';
import { bolNumber } from './shippingPapers';
import { windowText } from './stopWindows';
import type { Stop } from './types';
import { formatPhone } from './phoneNumbers';

/*
 * What a shipment's bill of lading says, laid out as the VICS straight bill of lading lays it
 * out: the server draws these words and figures, and only these.
 */

/** A party's box: who and where, then the lines the dock asks for. */
export type BolParty = { heading: string; lines: string[]; rows: SheetRow[] };

/** One line of the handling units table, in the columns' order. */
export type BolHandlingRow = [
  units: string,
  type: string,
  weight: string,
  hazmat: string,
  description: string,
];

export type BillOfLadingSheet = {
  title: string;
  subtitle: string;
  numberLabel: string;
  bolNumber: string;
  /** The dates, the shipment and the references, in a row under the number. */
  details: SheetRow[];
  shipFrom: BolParty;
  shipTo: BolParty;
  billTo: BolParty;
  specialInstructions: string[];
  carrier: SheetRow[];
  handlingColumns: BolHandlingRow;
  handling: BolHandlingRow;
  received: string;
  liabilityNote: string;
  signatures: { heading: string; certification: string; dateLabel: string }[];
};

/** Left empty on the paper, for the dock or the driver to write in. */
const BY_HAND = '';

const party = (heading: string, stop: Stop): BolParty => ({
  heading,
  lines: [
    stop.facility_name ?? BY_HAND,
    stop.facility_address ?? BY_HAND,
    `${cityName(stop.city)} ${stop.zip_code ?? ''}`.trim(),
  ],
  rows: [
    { label: 'Contact', value: stop.contact_name ?? BY_HAND },
    { label: 'Phone', value: stop.phone_number ? formatPhone(stop.phone_number) : BY_HAND },
    { label: 'Location number', value: stop.location_number ?? BY_HAND },
  ],
});

/** What the reefer's unit must hold, for the driver to set and the receiver to check. */
const temperature = (shipment: ShipmentDetail): string[] =>
  takesTemperature(shipment.equipment)
    ? [`Temperature: ${temperatureText(shipment) ?? 'to be given'}`]
    : [];

/** The stop's window, for the driver to keep: none is said when none is set. */
const window = (label: string, stop: Stop) => {
  const text = windowText(stop);
  return text ? [`${label} window: ${text}`] : [];
};

const notes = (label: string, stop: Stop) =>
  stop.additional_notes ? [`${label}: ${stop.additional_notes}`] : [];

/** The weight is kept in thousands of pounds; the paper gives it in pounds, or blank. */
const pounds = (thousands: number | null) =>
  thousands === null ? BY_HAND : `${withThousands(String(thousands * 1000))} lb`;

export const BOL_TEXTS = {
  title: 'Straight Bill of Lading',
  subtitle: 'Short form. Original, not negotiable.',
  freightTerms: 'Freight charges: Prepaid (third party: bill to above)',
  received:
    'RECEIVED, subject to individually determined rates or contracts that have been agreed upon ' +
    'in writing between the carrier and shipper, if applicable, otherwise to the rates, ' +
    'classifications and rules that have been established by the carrier and are available to ' +
    'the shipper, on request, and to all applicable state and federal regulations.',
  liabilityNote:
    'NOTE: Liability limitation for loss or damage in this shipment may be applicable. ' +
    'See 49 U.S.C. § 14706(c)(1)(A) and (B).',
  shipperCertification:
    'This is to certify that the above named materials are properly classified, packaged, ' +
    'marked and labeled, and are in proper condition for transportation according to the ' +
    'applicable regulations of the DOT.',
  carrierCertification:
    'Carrier acknowledges receipt of packages and required placards. Carrier certifies ' +
    'emergency response information was made available and/or carrier has the DOT emergency ' +
    'response guidebook or equivalent documentation in the vehicle. Property described above is ' +
    'received in good order, except as noted.',
} as const;

/** The bill of lading of a paid shipment whose facilities are known. */
export const billOfLadingSheet = (
  shipment: ShipmentDetail,
  issuer: InvoiceIssuer = INVOICE_ISSUER,
): BillOfLadingSheet => {
  const { carrier, pickup, dropoff } = shipment;
  return {
    title: BOL_TEXTS.title,
    subtitle: BOL_TEXTS.subtitle,
    numberLabel: 'Bill of lading number',
    bolNumber: bolNumber(shipment.id),
    details: [
      { label: 'Ship date', value: formatDay(pickup.date) },
      { label: 'Delivery date', value: formatDay(dropoff.date) },
      { label: 'Shipment', value: `#${shipment.id}` },
      { label: 'Reference number', value: shipment.reference_number ?? BY_HAND },
      { label: 'Pickup number', value: pickup.location_number ?? BY_HAND },
      { label: 'Dropoff number', value: dropoff.location_number ?? BY_HAND },
      { label: 'Page', value: '1 of 1' },
    ],
    shipFrom: party('Ship from', pickup),
    shipTo: party('Ship to', dropoff),
    billTo: {
      heading: 'Third party freight charges bill to',
      lines: [issuer.name, ...issuer.address.slice(0, 2)],
      rows: [
        { label: 'Phone', value: issuer.phone },
        { label: 'Terms', value: BOL_TEXTS.freightTerms },
      ],
    },
    specialInstructions: [
      `Equipment: 53' ${EQUIPMENT_LABELS[shipment.equipment]}`,
      `Driver assist: ${shipment.driver_assist ? 'Yes' : 'No'}`,
      ...temperature(shipment),
      ...window('Pickup', pickup),
      ...window('Dropoff', dropoff),
      ...notes('Pickup', pickup),
      ...notes('Dropoff', dropoff),
    ],
    carrier: [
      { label: 'Carrier', value: carrier?.name ?? BY_HAND },
      { label: 'SCAC', value: carrier?.scac ?? BY_HAND },
      { label: 'USDOT', value: carrier?.usdot_number ?? BY_HAND },
      { label: 'Truck', value: shipment.truck_number ?? BY_HAND },
      { label: 'Trailer', value: shipment.trailer_number ?? BY_HAND },
      { label: 'Seal numbers', value: BY_HAND },
      { label: 'PRO number', value: BY_HAND },
    ],
    handlingColumns: [
      'Handling units',
      'Package type',
      'Weight',
      'HM (X)',
      'Commodity description',
    ],
    handling: [
      shipment.packaging === null ? BY_HAND : String(shipment.packaging),
      shipment.packaging_type ?? BY_HAND,
      pounds(shipment.weight),
      BY_HAND,
      shipment.commodity ?? BY_HAND,
    ],
    received: BOL_TEXTS.received,
    liabilityNote: BOL_TEXTS.liabilityNote,
    signatures: [
      {
        heading: 'Shipper signature',
        certification: BOL_TEXTS.shipperCertification,
        dateLabel: 'Date',
      },
      {
        heading: 'Carrier signature',
        certification: BOL_TEXTS.carrierCertification,
        dateLabel: 'Pickup date',
      },
    ],
  };
};
