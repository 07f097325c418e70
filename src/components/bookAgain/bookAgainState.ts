import type { BookAgain } from '@domain/bookAgain';
import { isObject } from '../../api/errors';

/**
 * The create page's router state when a shipment is booked again: the server's answer, kept with
 * that entry of the browser's history, so that a reload fills the page again.
 */
type BookAgainRouterState = { bookAgain: BookAgain };

export const bookAgainRouterState = (bookAgain: BookAgain): BookAgainRouterState => ({
  bookAgain,
});

/** What the create page starts with when it was opened to book a shipment again, else null. */
export const bookAgainOf = (routerState: unknown): BookAgain | null =>
  // Only bookAgainRouterState writes it: its shape is the app's own.
  isObject(routerState) && isObject(routerState.bookAgain)
    ? (routerState.bookAgain as BookAgain)
    : null;
