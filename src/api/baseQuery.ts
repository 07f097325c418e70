import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { API_BASE_PATH } from '@domain/constants';
import { endingSessionOn401, withSessionToken } from '../state/session/requests';

// Node's fetch (tests) cannot resolve a relative URL, so the base is absolute.
const baseUrl = () => new URL(API_BASE_PATH, window.location.origin).toString();

/** Every request of the api: the session's token goes with it, and a 401 ends the session. */
export const baseQuery = endingSessionOn401(
  fetchBaseQuery({ baseUrl: baseUrl(), prepareHeaders: withSessionToken }),
);
