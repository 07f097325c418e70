import { createAction } from '@reduxjs/toolkit';

/** The server answered 401 to the current token: the session is over. */
export const sessionExpired = createAction('session/expired');

/** The user signed out. */
export const signedOut = createAction('session/signedOut');
