import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { EQUIPMENT } from '@domain/constants';
import { isIsoDate } from '@domain/dates';
import type { HeldQuote, QuotedPrice } from '@domain/priceHolds';
import { quoteExpiresAt } from '@domain/priceHolds';
import type { Db } from '../db/database';
import { signingKeys } from '../db/schema';

const KEY_NAME = 'quotes';

/** The servers' shared key: made by the first server that needs it, read by every other. */
const loadKey = async (db: Db): Promise<Buffer> => {
  await db
    .insert(signingKeys)
    .values({ name: KEY_NAME, secret: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(signingKeys).where(eq(signingKeys.name, KEY_NAME));
  if (!row) throw new Error('The quote signing key was not stored.');
  return Buffer.from(row.secret, 'base64');
};

type Fields = [number, number, string, string, number, number, number];

const isWhole = (value: unknown): value is number => Number.isSafeInteger(value);

const heldOf = (fields: unknown): HeldQuote | null => {
  if (!Array.isArray(fields) || fields.length !== 7) return null;
  const [pickupId, dropoffId, equipment, pickupDate, linehaulCents, fuelSurchargeCents, expiresAt] =
    fields as unknown[];
  const known = EQUIPMENT.find((one) => one === equipment);
  if (
    !isWhole(pickupId) ||
    !isWhole(dropoffId) ||
    !known ||
    typeof pickupDate !== 'string' ||
    !isIsoDate(pickupDate) ||
    !isWhole(linehaulCents) ||
    !isWhole(fuelSurchargeCents) ||
    !isWhole(expiresAt)
  )
    return null;
  return {
    pickupId,
    dropoffId,
    equipment: known,
    pickupDate,
    linehaulCents,
    fuelSurchargeCents,
    expiresAt,
  };
};

/**
 * Quote ids: the lane, the day and the price quoted, and when the quote expires, signed. Any
 * server books on a quote any other gave, and no quote is written anywhere: quoting stays as fast
 * as the price is to work out, and a quote id nobody changed is the proof of what was shown.
 */
export const makeQuoteTickets = (db: Db) => {
  let key: Promise<Buffer> | undefined;
  const keyOf = () =>
    (key ??= loadKey(db).catch((error: unknown) => {
      key = undefined;
      throw error;
    }));
  const sign = (payload: string, secret: Buffer) =>
    createHmac('sha256', secret).update(payload).digest();

  return {
    /** A quote id for the price, expiring a quote's hold after `now`. */
    issue: async (price: QuotedPrice, now: Date) => {
      const expiresAt = quoteExpiresAt(now);
      const fields: Fields = [
        price.pickupId,
        price.dropoffId,
        price.equipment,
        price.pickupDate,
        price.linehaulCents,
        price.fuelSurchargeCents,
        expiresAt.getTime(),
      ];
      const payload = Buffer.from(JSON.stringify(fields)).toString('base64url');
      const signature = sign(payload, await keyOf()).toString('base64url');
      return { quote_id: `${payload}.${signature}`, expires_at: expiresAt.toISOString() };
    },
    /** What the quote id holds, expired or not; null for one this product did not give. */
    read: async (quoteId: string): Promise<HeldQuote | null> => {
      const [payload, signature, extra] = quoteId.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = sign(payload, await keyOf());
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        return heldOf(JSON.parse(Buffer.from(payload, 'base64url').toString()));
      } catch {
        return null;
      }
    },
  };
};

export type QuoteTickets = ReturnType<typeof makeQuoteTickets>;
