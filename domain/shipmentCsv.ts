import type { InferType } from 'yup';
import { EQUIPMENT_LABELS } from './constants';
import { SHIPMENT_STATUS_LABELS } from './statuses';
import { textCell } from './csvCells';
import { shipmentListQuerySchema } from './listQueries';
import type { City, IsoDate, Shipment } from './types';

/*
 * The shipments export, a CSV file: its columns, how it is written, and what it is asked with,
 * for the server, which streams it, and the mocks, which write it at once, to write the same bytes.
 */

/** The shipments the list shows, on every page: the list's query without page and page size. */
export const shipmentExportQuerySchema = shipmentListQuerySchema.omit(['page', 'page_size']);
export type ShipmentExportParams = InferType<typeof shipmentExportQuerySchema>;

type CsvStop = { date: IsoDate; city: Pick<City, 'name' | 'region_code'> };

/** What a row is written from: the shipment as the API answers it has all of it. */
export type ShipmentCsvFacts = Pick<
  Shipment,
  'id' | 'status' | 'reference_number' | 'equipment' | 'total_price' | 'created_at' | 'booked_by'
> & { pickup: CsvStop; dropoff: CsvStop };

/**
 * Each column: its header and its cell, as the app words them. Amounts are plain decimals and
 * dates ISO 8601, which a spreadsheet reads as numbers and dates; what a person typed, or a
 * place's name, goes through textCell, so that no cell runs as a formula.
 */
const COLUMNS: { header: string; cell: (shipment: ShipmentCsvFacts) => string }[] = [
  { header: 'Shipment ID', cell: ({ id }) => String(id) },
  { header: 'Status', cell: ({ status }) => SHIPMENT_STATUS_LABELS[status] },
  { header: 'Reference', cell: ({ reference_number }) => textCell(reference_number) },
  { header: 'Pickup city', cell: ({ pickup }) => textCell(pickup.city.name) },
  { header: 'Pickup state', cell: ({ pickup }) => pickup.city.region_code },
  { header: 'Pickup date', cell: ({ pickup }) => pickup.date },
  { header: 'Dropoff city', cell: ({ dropoff }) => textCell(dropoff.city.name) },
  { header: 'Dropoff state', cell: ({ dropoff }) => dropoff.city.region_code },
  { header: 'Dropoff date', cell: ({ dropoff }) => dropoff.date },
  { header: 'Equipment', cell: ({ equipment }) => EQUIPMENT_LABELS[equipment] },
  { header: 'Total', cell: ({ total_price }) => total_price },
  { header: 'Created', cell: ({ created_at }) => created_at },
  {
    header: 'Booked by',
    cell: ({ booked_by }) => textCell(`${booked_by.first_name} ${booked_by.last_name}`),
  },
];

/** The first record of the file. */
export const SHIPMENT_CSV_HEADER: string[] = COLUMNS.map(({ header }) => header);

export const shipmentCsvRecord = (shipment: ShipmentCsvFacts): string[] =>
  COLUMNS.map(({ cell }) => cell(shipment));
