import { count } from 'drizzle-orm';
import type { CompanyActivityPage } from '@domain/activitySchemas';
import type { ActivityListParams } from '@domain/activityQueries';
import { pageOffset } from '@domain/listQueries';
import type { Db } from '../../db/database';
import type { Actor } from '../accounts/account';
import { activity } from '../../db/schema';
import { activityCondition } from './activityFilters';
import { selectActivity, toActivity } from './activityRows';

/**
 * A page of the company's activity, newest first, with the count of every event the filters
 * choose, told as the reader's role may be. A page past the last is empty.
 */
export const listActivity = async (
  db: Db,
  reader: Pick<Actor, 'companyId' | 'role'>,
  params: ActivityListParams,
): Promise<CompanyActivityPage> => {
  const where = activityCondition(reader.companyId, params);
  const [counted] = await db.select({ count: count() }).from(activity).where(where);
  const total = counted?.count ?? 0;
  const offset = pageOffset(params);
  const rows =
    offset < total ? await selectActivity(db, where).limit(params.page_size).offset(offset) : [];
  return {
    results: rows.map((row) => toActivity(row, reader.role)),
    count: total,
    page: params.page,
    page_size: params.page_size,
  };
};
