import type { mailOutbox } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { Mail } from '../../mail/mailer';
import { cancellationMailFor } from '../cancellations/cancellationMail';
import { receiptMailFor } from '../invoices/receiptMail';

export type OwedMailKind = (typeof mailOutbox.$inferSelect)['kind'];
export type OwedMailRow = typeof mailOutbox.$inferSelect;

/** What sends an owed e-mail: this server's number claims it. */
export type OutboxDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'instance'>;

type OwedMail = {
  /** What the log calls it. */
  what: string;
  /** Made when it is sent, from the database as it is then: a row holds no message. */
  compose: (deps: OutboxDeps, shipmentId: number) => Promise<Mail>;
};

export const OWED_MAIL: Record<OwedMailKind, OwedMail> = {
  payment_receipt: { what: 'payment receipt', compose: receiptMailFor },
  cancellation_notice: { what: 'cancellation notice', compose: cancellationMailFor },
};
