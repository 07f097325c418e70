import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { TOAST_LIMIT } from '@domain/constants';

export type ToastKind = 'success' | 'error' | 'paymentError' | 'info';
export type Toast = { id: string; kind: ToastKind; message: string };

export const toastSlice = createSlice({
  name: 'toasts',
  initialState: [] as Toast[],
  reducers: {
    toastAdded: {
      reducer: (state, { payload }: PayloadAction<Toast>) => {
        state.push(payload);
        // The oldest toasts give way so that no more than the limit show at once.
        if (state.length > TOAST_LIMIT) state.splice(0, state.length - TOAST_LIMIT);
      },
      prepare: (kind: ToastKind, message: string) => ({
        payload: { id: nanoid(), kind, message },
      }),
    },
    toastDismissed: (state, { payload }: PayloadAction<string>) =>
      state.filter((toast) => toast.id !== payload),
  },
  selectors: { selectToasts: (state) => state },
});

export const { toastAdded, toastDismissed } = toastSlice.actions;
export const { selectToasts } = toastSlice.selectors;

export const showSuccess = (message: string) => toastAdded('success', message);
export const showError = (message: string) => toastAdded('error', message);
export const showPaymentError = (message: string) => toastAdded('paymentError', message);
/** A notice, such as an action that is not available yet. */
export const showInfo = (message: string) => toastAdded('info', message);
