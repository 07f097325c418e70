import { and, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { mailLater } from '../../mail/sendLater';
import { claimFreshMail } from './claimOwedMail';
import { deliverOwedMail } from './deliverOwedMail';
import { OWED_MAIL } from './owedMailKinds';
import type { OutboxDeps, OwedMailKind } from './owedMailKinds';

/**
 * Sends an e-mail just owed, once the transaction that owes it committed, in the background: a
 * failure, or a crash before it went, leaves it owed for the servers' next look.
 */
const sendNow = (
  deps: OutboxDeps,
  kind: OwedMailKind,
  which: SQL | undefined,
  subject: Record<string, number>,
): void =>
  mailLater(
    deps.mailer,
    async () => {
      const claimed = await claimFreshMail(deps, which);
      if (claimed) await deliverOwedMail(deps, claimed);
    },
    OWED_MAIL[kind].what,
    subject,
  );

/** A shipment's receipt or notice, owed once per shipment. */
export const sendOwedMailNow = (deps: OutboxDeps, kind: OwedMailKind, shipmentId: number): void =>
  sendNow(deps, kind, and(eq(mailOutbox.kind, kind), eq(mailOutbox.shipmentId, shipmentId)), {
    shipmentId,
  });

/** One owed e-mail by its row: an invitation may be owed again each time it is resent. */
export const sendOwedRowNow = (
  deps: OutboxDeps,
  kind: OwedMailKind,
  rowId: number,
  subject: Record<string, number>,
): void => sendNow(deps, kind, eq(mailOutbox.id, rowId), subject);
