import { lookEveryMinute } from '../lookEveryMinute';
import type { OutboxDeps } from './owedMailKinds';
import { sweepOwedMail } from './sweepOwedMail';

/**
 * Looks for e-mails owed at once, for those a server was cut off from sending, and then every
 * minute, for those whose try failed. Returns what stops it, waiting for a look under way, which
 * sends nothing more once told to stop.
 */
export const keepSendingOwedMail = (
  deps: OutboxDeps,
  onError: (error: unknown) => void,
): (() => Promise<void>) =>
  lookEveryMinute((goOn) => sweepOwedMail(deps, goOn), onError, deps.config.owedWorkEveryMs);
