import { mailLater } from '../../mail/sendLater';
import { claimFreshMail } from './claimOwedMail';
import { deliverOwedMail } from './deliverOwedMail';
import { OWED_MAIL } from './owedMailKinds';
import type { OutboxDeps, OwedMailKind } from './owedMailKinds';

/**
 * Sends an e-mail just owed, once the transaction that owes it committed, in the background: a
 * failure, or a crash before it went, leaves it owed for the servers' next look.
 */
export const sendOwedMailNow = (deps: OutboxDeps, kind: OwedMailKind, shipmentId: number): void =>
  mailLater(
    deps.mailer,
    async () => {
      const claimed = await claimFreshMail(deps, kind, shipmentId);
      if (claimed) await deliverOwedMail(deps, claimed);
    },
    OWED_MAIL[kind].what,
    { shipmentId },
  );
