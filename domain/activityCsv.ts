import type { ActivityChange } from './activity';
import { ACTIVITY_KIND_LABELS } from './activity';
import type { CompanyActivity } from './activitySchemas';
import { textCell } from './csvCells';

/*
 * The company's activity export, a CSV file: its columns and how each is written, for the server,
 * which streams it, and the mocks, to write the same bytes.
 */

const valueText = (value: string | null) => value ?? '(none)';

/** "Zip code: 60608 → 60616; Email: (none) → dock@example.com" */
export const changesText = (changes: ActivityChange[]): string =>
  changes
    .map(({ field, before, after }) => `${field}: ${valueText(before)} → ${valueText(after)}`)
    .join('; ');

/**
 * Each column: its header and its cell. The time is ISO 8601, which a spreadsheet reads as a
 * date; names, summaries and changes hold what people typed, so they go through textCell, and no
 * cell runs as a formula.
 */
const COLUMNS: { header: string; cell: (event: CompanyActivity) => string }[] = [
  { header: 'When', cell: ({ at }) => at },
  {
    header: 'Member',
    cell: ({ actor }) => textCell(`${actor.first_name} ${actor.last_name}`.trim()),
  },
  { header: 'Kind', cell: ({ kind }) => ACTIVITY_KIND_LABELS[kind] },
  {
    header: 'Shipment',
    cell: ({ shipment_id }) => (shipment_id === null ? '' : String(shipment_id)),
  },
  { header: 'Summary', cell: ({ summary }) => textCell(summary) },
  { header: 'Changes', cell: ({ changes }) => textCell(changesText(changes)) },
];

/** The first record of the file. */
export const ACTIVITY_CSV_HEADER: string[] = COLUMNS.map(({ header }) => header);

export const activityCsvRecord = (event: CompanyActivity): string[] =>
  COLUMNS.map(({ cell }) => cell(event));
