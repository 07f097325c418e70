import { eq } from 'drizzle-orm';
import type { InferType } from 'yup';
import { MESSAGES } from '@domain/messages';
import type { shippingNeedsSchema } from '@domain/schemas';
import type { User } from '@domain/types';
import type { Db } from '../../db/database';
import { companies } from '../../db/schema';
import { Invalid } from '../domainErrors';
import { findRegion } from '../places';
import type { Account } from './account';
import { toUser } from './userRecord';

export type ShippingNeedsBody = InferType<typeof shippingNeedsSchema>;

/** States (or restates) the company's shipping needs; the company location is a known region. */
export const saveShippingNeeds = async (
  db: Db,
  account: Account,
  body: ShippingNeedsBody,
): Promise<User> => {
  const region = await findRegion(db, body.company_location);
  if (!region) throw new Invalid({ company_location: MESSAGES.companyLocationRequired });
  const [updated] = await db
    .update(companies)
    .set({
      companyLocationId: region.id,
      modes: [...new Set(body.mode)],
      averageFtl: body.average_ftl,
      trailerTypes: [...new Set(body.trailer_type)],
    })
    .where(eq(companies.id, account.companyId))
    .returning();
  if (!updated) throw new Error('The company was not found.');
  const { companyLocationId, modes, averageFtl, trailerTypes } = updated;
  return toUser({
    ...account,
    companyLocationId,
    modes,
    averageFtl,
    trailerTypes,
    companyLocation: region,
  });
};
