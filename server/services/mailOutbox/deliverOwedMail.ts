import { and, eq, isNull } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { OWED_MAIL, subjectOf } from './owedMailKinds';
import type { OutboxDeps, OwedMailRow } from './owedMailKinds';
import { MAX_TRIES } from '../claimedTries';

/**
 * Sends an e-mail this server claimed and writes down that it went; or, when it could not be made
 * or sent, logs and keeps why, and lets the claim go for a later try.
 */
export const deliverOwedMail = async (deps: OutboxDeps, claimed: OwedMailRow): Promise<void> => {
  const { db, clock, mailer, instance } = deps;
  const { what, compose } = OWED_MAIL[claimed.kind];
  const subject = subjectOf(claimed);
  try {
    const mail = await compose(deps, claimed);
    if (mail) await mailer.send(mail);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    mailer.log?.error({ ...subject, reason }, `could not send the ${what} e-mail`);
    // Only this try's own claim: one taken over since belongs to the server that took it.
    await db
      .update(mailOutbox)
      .set({ claimedBy: null, lastError: reason })
      .where(
        and(
          eq(mailOutbox.id, claimed.id),
          eq(mailOutbox.attempts, claimed.attempts),
          eq(mailOutbox.claimedBy, instance.id),
        ),
      );
    if (claimed.attempts >= MAX_TRIES)
      mailer.log?.error(
        { ...subject, tries: claimed.attempts },
        `gave up sending the ${what} e-mail after ${claimed.attempts} tries`,
      );
    return;
  }
  // Also when the claim was taken over meanwhile: the server that took it need not send it again.
  await db
    .update(mailOutbox)
    .set({ sentAt: clock.now(), claimedBy: null })
    .where(and(eq(mailOutbox.id, claimed.id), isNull(mailOutbox.sentAt)));
};
