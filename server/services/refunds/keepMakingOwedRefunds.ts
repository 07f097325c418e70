import type { AppDeps } from '../../deps';
import { lookEveryMinute } from '../lookEveryMinute';
import type { RefundDeps } from './refundDeps';
import { sweepOwedRefunds } from './sweepOwedRefunds';

/**
 * Makes the refunds owed at once, those a server was cut off from making, and then every minute,
 * those whose try failed. A refund given up is reported: it needs a person.
 */
export const keepMakingOwedRefunds = (
  deps: RefundDeps & Pick<AppDeps, 'config'>,
  onError: (error: unknown) => void,
  onGivenUp: (refund: { shipmentId: number; reason: string }) => void,
): (() => Promise<void>) =>
  lookEveryMinute(
    async (goOn) => {
      for (const refund of await sweepOwedRefunds(deps, goOn)) onGivenUp(refund);
    },
    onError,
    deps.config.owedWorkEveryMs,
  );
