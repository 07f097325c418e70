import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, sql } from 'drizzle-orm';
import { ACTIVITY_CSV_HEADER, activityCsvRecord } from '@domain/activityCsv';
import type { ActivityExportParams } from '@domain/activityQueries';
import { CSV_OPTIONS } from '@domain/csvFiles';
import type { Db } from '../../db/database';
import type { Actor } from '../accounts/account';
import { activity } from '../../db/schema';
import { activityCondition } from './activityFilters';
import type { ActivityRow } from './activityRows';
import { selectActivity, toActivity } from './activityRows';

/**
 * Rows read at a time: a few hundred kilobytes in memory at most, and few enough statements that
 * the database is free between them for the other requests.
 */
export const EXPORT_BATCH_ROWS = 1000;

/** The events after the last one read, in the list's order (newest first, ties by id). */
const after = (last: ActivityRow) =>
  sql`(${activity.at}, ${activity.id}) < (${last.atKey}::timestamptz, ${last.event.id})`;

/**
 * Every event the company's activity list would show on any of its pages, as CSV, streamed: read
 * a batch at a time along the list's order, each batch once the file's reader has taken the rows
 * before it, so that memory stays flat however long the history. Told as the reader's role may
 * be, as the list is. The first batch is read before
 * this returns: a failure there is still an error answer, not a file cut short.
 */
export const exportActivity = async (
  db: Db,
  reader: Pick<Actor, 'companyId' | 'role'>,
  params: ActivityExportParams,
): Promise<Readable> => {
  const where = activityCondition(reader.companyId, params);
  const readBatch = (last?: ActivityRow) =>
    selectActivity(db, and(where, last && after(last))).limit(EXPORT_BATCH_ROWS);
  const first = await readBatch();

  async function* records() {
    yield ACTIVITY_CSV_HEADER;
    let batch = first;
    for (;;) {
      for (const row of batch) yield activityCsvRecord(toActivity(row, reader.role));
      const last = batch[batch.length - 1];
      if (!last || batch.length < EXPORT_BATCH_ROWS) return;
      batch = await readBatch(last);
    }
  }

  const csv = stringify(CSV_OPTIONS);
  // A failure on the way destroys the CSV stream with it: the answer is cut off, and logged.
  pipeline(Readable.from(records()), csv, () => undefined);
  return csv;
};
