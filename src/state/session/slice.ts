import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { Role } from '@domain/roles';
import type { User } from '@domain/types';
import { api } from '../../api/api';
import { httpStatus } from '../../api/errors';
import { sessionExpired, signedOut } from './actions';

export type SessionState = { token: string | null; user: User | null };

const initialState: SessionState = { token: null, user: null };

const cleared = (): SessionState => ({ token: null, user: null });

/**
 * The signed-in session, under `auth` in the store. Signing in or up, or joining a company by an
 * invitation, fills it; signing out and a 401 clear it.
 */
export const sessionSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {},
  selectors: {
    selectToken: (state) => state.token,
    selectUser: (state) => state.user,
    /**
     * The signed-in member's role. A user stored before roles existed has none: the server made
     * every such account the admin of a company of its own, and the refresh on start brings the
     * role it has now.
     */
    selectRole: ({ user }): Role | null => {
      if (!user) return null;
      // Stored before roles existed, the user has none (whatever its type says).
      const stored: Partial<Pick<typeof user, 'role'>> = user;
      return stored.role ?? 'admin';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionExpired, cleared)
      .addCase(signedOut, cleared)
      .addMatcher(
        isAnyOf(
          api.endpoints.login.matchFulfilled,
          api.endpoints.register.matchFulfilled,
          api.endpoints.acceptInvitation.matchFulfilled,
        ),
        (_state, { payload }) => ({ token: payload.token, user: payload.user }),
      )
      .addMatcher(api.endpoints.getCurrentUser.matchFulfilled, (state, { payload }) => {
        if (state.token) state.user = payload;
      })
      // The stored session is refreshed from the server; a server that refuses it ends it, while a
      // network failure keeps it.
      .addMatcher(api.endpoints.getCurrentUser.matchRejected, (state, { payload }) =>
        httpStatus(payload) === undefined ? state : cleared(),
      );
  },
});

export const { selectToken, selectUser, selectRole } = sessionSlice.selectors;
