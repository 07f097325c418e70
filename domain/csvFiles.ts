import { attachmentDisposition } from './downloads';
import type { IsoDate } from './types';

/**
 * csv-stringify's options for every export, the same for the server's stream and the mocks' whole
 * text. Lines end in CRLF as RFC 4180 has them; the byte order mark tells Excel the file is UTF-8,
 * so that "Montréal" opens as it is written.
 */
export const CSV_OPTIONS = { bom: true, record_delimiter: 'windows' } as const;

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** A download named for what it holds and the day it was made (the UTC day, as the server counts). */
export const csvDisposition = (
  holding: 'shipments' | 'invoices' | 'activity',
  today: IsoDate,
): string => attachmentDisposition(`${holding}-${today}.csv`);
