import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { API_BASE_PATH } from '@domain/constants';
import { endingSessionOn401, withSessionToken } from '../state/session/requests';
import { retryingWhenBusy } from './busyRetry';

// Node's fetch (tests) cannot resolve a relative URL, so the base is absolute.
const baseUrl = () => new URL(API_BASE_PATH, window.location.origin).toString();

/**
 * Every request of the api: the session's token goes with it, a busy server's 503 is sent again
 * after the wait it asks for, and a 401 ends the session.
 */
export const baseQuery = endingSessionOn401(
  retryingWhenBusy(fetchBaseQuery({ baseUrl: baseUrl(), prepareHeaders: withSessionToken })),
);
