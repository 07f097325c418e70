import type { HeldQuote, QuotedPrice } from '@domain/priceHolds';
import { quoteExpiresAt } from '@domain/priceHolds';
import type { LanePrice, Quote } from '@domain/types';
import { db } from './store';

/**
 * A quote as answered: the price, with an id the booking names, kept until the store is reset.
 * As on the server, the id stands for what it holds: the same quote at the same instant is the
 * same id.
 */
export const issueQuote = (
  { quote, held }: { quote: LanePrice; held: QuotedPrice },
  now: Date = new Date(),
): Quote => {
  const expiresAt = quoteExpiresAt(now);
  const holds = { ...held, expiresAt: expiresAt.getTime() };
  const quoteId = `mock-quote-${btoa(JSON.stringify(holds))}`;
  db.quotes.set(quoteId, holds);
  return { quote_id: quoteId, expires_at: expiresAt.toISOString(), ...quote };
};

/** What a quote id holds; null for one never given. */
export const readQuote = (quoteId: string): HeldQuote | null => db.quotes.get(quoteId) ?? null;
