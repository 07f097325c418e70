import { lookEveryMinute } from '../lookEveryMinute';
import type { OutboxDeps } from '../mailOutbox/owedMailKinds';
import { sweepEtaAlerts } from './sweepEtaAlerts';

/**
 * Looks for loads that turned at risk or late at once and then every minute, beside the look for
 * e-mails owed. Returns what stops it, waiting for a look under way.
 */
export const keepAlertingEta = (
  deps: OutboxDeps,
  onError: (error: unknown) => void,
): (() => Promise<void>) =>
  lookEveryMinute((goOn) => sweepEtaAlerts(deps, goOn), onError, deps.config.owedWorkEveryMs);
