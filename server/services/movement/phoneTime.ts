import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import { isAheadOfNow } from '@domain/milestones';
import type { IsoDateTime } from '@domain/types';
import { Invalid } from '../domainErrors';

/** When a phone or a dispatcher says a milestone happened; a field error when it is ahead of now. */
export const phoneTime = (at: IsoDateTime, now: Date): Date => {
  const when = new Date(at);
  if (isAheadOfNow(when, now)) throw new Invalid({ at: DISPATCH_MESSAGES.eventTimeInFuture });
  return when;
};
