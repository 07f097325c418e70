import type { EventSource } from '@domain/milestones';

/** Who reported a milestone, as the timeline names them. */
export const SOURCE_LABELS: Record<EventSource, string> = {
  driver: 'Driver',
  dispatcher: 'Dispatcher',
};
