import type { refunds } from '../../db/schema';
import type { AppDeps } from '../../deps';

/** What makes a refund: this server's number claims it, the provider makes it. */
export type RefundDeps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'instance'>;

export type RefundRow = typeof refunds.$inferSelect;
