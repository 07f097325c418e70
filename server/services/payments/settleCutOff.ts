import { and, eq, inArray, sql } from 'drizzle-orm';
import { payments } from '../../db/schema';
import type { Recovery } from '../../payments/paymentProvider';
import { INTERRUPTED, IN_FLIGHT, OWNED, SETTLING } from '@domain/paymentAttempts';
import { setAttempt } from './paymentAttempts';
import type { PaymentDeps, PaymentRow } from './paymentAttempts';
import { sendPaymentReceipt } from './paymentReceipt';
import { recordDecline } from './recordDecline';
import { recordSuccess } from './recordSuccess';

/**
 * Whether nobody will bring the attempt's call to an end: it failed without an answer, Stripe is
 * still processing it, or the server process that made it is gone.
 */
const isCutOff = async ({ instance }: PaymentDeps, attempt: PaymentRow): Promise<boolean> => {
  if (!(OWNED as readonly string[]).includes(attempt.status)) return true;
  return attempt.owner === null || !(await instance.isAlive(attempt.owner));
};

/** Takes the attempt over, unless another request or server just did. */
const takeOver = async ({ db, clock, instance }: PaymentDeps, attempt: PaymentRow) => {
  const taken = await db
    .update(payments)
    .set({ status: SETTLING, owner: instance.id, updatedAt: clock.now() })
    .where(
      and(
        eq(payments.id, attempt.id),
        eq(payments.status, attempt.status),
        sql`${payments.owner} is not distinct from ${attempt.owner}`,
      ),
    )
    .returning({ id: payments.id });
  return taken.length > 0;
};

/** Writes down what the provider said; returns the attempt when it turned out paid. */
const record = async (
  deps: PaymentDeps,
  attempt: PaymentRow,
  recovery: Recovery,
): Promise<PaymentRow | undefined> => {
  const now = deps.clock.now();
  switch (recovery.kind) {
    case 'released':
      await setAttempt(deps.db, attempt.id, { status: 'canceled', updatedAt: now });
      return undefined;
    case 'unknown':
      await setAttempt(deps.db, attempt.id, { status: INTERRUPTED, updatedAt: now });
      return undefined;
    case 'declined':
      await recordDecline(
        deps.db,
        attempt,
        { intentId: recovery.intentId ?? attempt.intentId, reason: recovery.message },
        now,
      );
      return undefined;
    case 'intent': {
      const { intent } = recovery;
      if (intent.status === 'succeeded') {
        if (await recordSuccess(deps.db, attempt, intent.id, now))
          sendPaymentReceipt(deps, attempt.shipmentId);
        return { ...attempt, status: 'succeeded', intentId: intent.id };
      }
      await setAttempt(deps.db, attempt.id, {
        status: intent.status,
        intentId: intent.id,
        updatedAt: now,
      });
      return undefined;
    }
  }
};

/** Asks the provider what became of one attempt whose call was cut off, and writes it down. */
const settle = async (deps: PaymentDeps, attempt: PaymentRow) => {
  if (!(await isCutOff(deps, attempt)) || !(await takeOver(deps, attempt))) return undefined;
  let recovery: Recovery;
  try {
    recovery = await deps.payments.recover({ ...attempt, paymentId: attempt.id });
  } catch (error) {
    // The provider cannot be asked now: the next request or start asks again.
    await setAttempt(deps.db, attempt.id, { status: INTERRUPTED, updatedAt: deps.clock.now() });
    throw error;
  }
  return record(deps, attempt, recovery);
};

/**
 * Settles every attempt whose call was cut off (by a crash, a lost connection or a timeout), of
 * one shipment or of all: the provider is asked what happened, and the attempt is recorded as
 * paid, waiting for its card action, refused, or released so that a new payment may start.
 * Attempts that a live server is running are left to it. Runs with no transaction open. Returns
 * the attempts that turned out paid.
 */
export const settleCutOffAttempts = async (
  deps: PaymentDeps,
  shipmentId: number | null,
): Promise<PaymentRow[]> => {
  const inFlight = inArray(payments.status, [...IN_FLIGHT]);
  const attempts = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        inFlight,
        eq(payments.provider, deps.payments.name),
        shipmentId === null ? undefined : eq(payments.shipmentId, shipmentId),
      ),
    );
  const paid: PaymentRow[] = [];
  for (const attempt of attempts) {
    const settled = await settle(deps, attempt);
    if (settled) paid.push(settled);
  }
  return paid;
};
