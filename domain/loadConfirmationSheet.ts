import { freeCancellationDeadline } from './cancellationDeadline';
import { LATE_CANCELLATION_FEE_CENTS } from './cancellationTerms';
import { freeCancellationEndedText, freeCancellationText } from './cancellationTexts';
import { EQUIPMENT_LABELS } from './constants';
import type { ShipmentDetail } from './dispatchTypes';
import { LINE_ITEM_DESCRIPTIONS } from './invoiceDocument';
import type { InvoiceIssuer } from './invoiceDocumentIssuer';
import { INVOICE_ISSUER } from './invoiceDocumentIssuer';
import type { SheetRow } from './invoiceDocumentSheet';
import {
  formatDay,
  formatUsd,
  NOT_GIVEN,
  packagesText,
  weightText,
  withThousands,
} from './invoiceDocumentSheet';
import { invoiceDate } from './invoiceFilters';
import { centsToMoney, moneyToCents } from './money';
import { cityName } from './placeNames';
import { takesTemperature, temperatureText } from './reeferTemperature';
import { bolNumber } from './shippingPapers';
import { appointmentText } from './stopWindows';
import { timeZoneOfRegion } from './timeZones';
import type { IsoDateTime, Stop } from './types';
import { formatPhone } from './phoneNumbers';

/*
 * What a paid shipment's load confirmation says: what was booked, for how much, on which terms,
 * and who moves it. The server draws these words and figures, and only these.
 */

export type LoadConfirmationSheet = {
  title: string;
  issuer: string[];
  details: SheetRow[];
  lane: SheetRow[];
  stops: { heading: string; rows: SheetRow[] }[];
  load: SheetRow[];
  references: SheetRow[];
  carrier: SheetRow[];
  lineItems: SheetRow[];
  total: SheetRow;
  cancellation: string[];
};

const TO_BE_GIVEN = 'To be given';

const stopRows = (stop: Stop): SheetRow[] => [
  { label: 'Date', value: formatDay(stop.date) },
  { label: 'Facility', value: stop.facility_name ?? TO_BE_GIVEN },
  {
    label: 'Address',
    value: [stop.facility_address, cityName(stop.city), stop.zip_code]
      .filter((part): part is string => Boolean(part))
      .join(', '),
  },
  {
    label: 'Appointment',
    value: appointmentText(stop) ?? TO_BE_GIVEN,
  },
  {
    label: 'Contact',
    value:
      [stop.contact_name, stop.phone_number && formatPhone(stop.phone_number), stop.email]
        .filter(Boolean)
        .join(', ') || TO_BE_GIVEN,
  },
  { label: 'Location number', value: stop.location_number ?? NOT_GIVEN },
  { label: 'Notes', value: stop.additional_notes ?? NOT_GIVEN },
];

/** A reefer's setting; a dry van has none to show. */
const temperatureRows = (shipment: ShipmentDetail): SheetRow[] =>
  takesTemperature(shipment.equipment)
    ? [{ label: 'Temperature', value: temperatureText(shipment) ?? TO_BE_GIVEN }]
    : [];

/** The base price's parts, then the driver assist; one linehaul line before prices had parts. */
const lineItems = (shipment: ShipmentDetail): SheetRow[] => {
  const parts = shipment.line_items.length
    ? shipment.line_items.map(({ label, amount }) => ({ label, value: formatUsd(amount) }))
    : [{ label: LINE_ITEM_DESCRIPTIONS.linehaul, value: formatUsd(shipment.base_price) }];
  return moneyToCents(shipment.driver_assist_fee) > 0
    ? [
        ...parts,
        {
          label: LINE_ITEM_DESCRIPTIONS.driverAssist,
          value: formatUsd(shipment.driver_assist_fee),
        },
      ]
    : parts;
};

/** The free cancellation's end on the pickup city's clock, and what a later one keeps. */
const cancellationTerms = (shipment: ShipmentDetail, now: Date): string[] => {
  const { city, date } = shipment.pickup;
  const timeZone = timeZoneOfRegion(city.country_code, city.region_code);
  const freeUntil = freeCancellationDeadline(date, timeZone);
  const lateFee = formatUsd(centsToMoney(LATE_CANCELLATION_FEE_CENTS[shipment.equipment]));
  return [
    `${
      now.getTime() < Date.parse(freeUntil)
        ? freeCancellationText(freeUntil, timeZone)
        : freeCancellationEndedText(freeUntil, timeZone)
    } (pickup city time), with the whole charge refunded to the card.`,
    `After that, cancelling keeps a ${lateFee} late cancellation fee for a ${EQUIPMENT_LABELS[shipment.equipment].toLowerCase()}, never more than was charged. Once the carrier has arrived at pickup, the shipment can no longer be cancelled.`,
  ];
};

/** The load confirmation of a paid shipment, as its terms stand at `now`. */
export const loadConfirmationSheet = (
  shipment: ShipmentDetail,
  paidAt: IsoDateTime,
  now: Date,
  issuer: InvoiceIssuer = INVOICE_ISSUER,
): LoadConfirmationSheet => {
  const { carrier, pickup, dropoff, booked_by: bookedBy } = shipment;
  return {
    title: 'Load confirmation',
    issuer: [issuer.name, ...issuer.address, issuer.email, issuer.phone],
    details: [
      { label: 'Shipment', value: `#${shipment.id}` },
      { label: 'Bill of lading', value: bolNumber(shipment.id) },
      { label: 'Confirmed on', value: formatDay(invoiceDate(paidAt)) },
      { label: 'Booked by', value: `${bookedBy.first_name} ${bookedBy.last_name}` },
    ],
    lane: [
      { label: 'Lane', value: `${cityName(pickup.city)} to ${cityName(dropoff.city)}` },
      { label: 'Distance', value: `${withThousands(String(shipment.miles))} miles` },
      { label: 'Equipment', value: `53' ${EQUIPMENT_LABELS[shipment.equipment]}` },
      { label: 'Driver assist', value: shipment.driver_assist ? 'Yes' : 'No' },
      ...temperatureRows(shipment),
    ],
    stops: [
      { heading: 'Pickup', rows: stopRows(pickup) },
      { heading: 'Dropoff', rows: stopRows(dropoff) },
    ],
    load: [
      { label: 'Commodity', value: shipment.commodity ?? NOT_GIVEN },
      { label: 'Packages', value: packagesText(shipment) },
      { label: 'Weight', value: weightText(shipment) },
    ],
    references: [
      { label: 'Reference number', value: shipment.reference_number ?? NOT_GIVEN },
      { label: 'Pickup number', value: pickup.location_number ?? NOT_GIVEN },
      { label: 'Dropoff number', value: dropoff.location_number ?? NOT_GIVEN },
    ],
    carrier: carrier
      ? [
          { label: 'Carrier', value: carrier.name },
          { label: 'USDOT', value: carrier.usdot_number },
          { label: 'MC', value: carrier.mc_number ?? NOT_GIVEN },
          { label: 'SCAC', value: carrier.scac ?? NOT_GIVEN },
          { label: 'Truck', value: shipment.truck_number ?? NOT_GIVEN },
          { label: 'Trailer', value: shipment.trailer_number ?? NOT_GIVEN },
        ]
      : [{ label: 'Carrier', value: 'To be assigned: the confirmation names it once it is.' }],
    lineItems: lineItems(shipment),
    total: { label: 'Total paid', value: formatUsd(shipment.total_price) },
    cancellation: cancellationTerms(shipment, now),
  };
};
