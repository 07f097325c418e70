import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import type { BookAgain } from '@domain/bookAgain';
import { sessionExpired, signedOut } from './session';

/** What the next steps of a shipment booked again start with; its lane is the shipment's own. */
export type Carried = Omit<BookAgain, 'equipment' | 'pickup_location' | 'dropoff_location'>;

type BookAgainState = { shipments: Record<number, Carried> };

const initialState: BookAgainState = { shipments: {} };

/** The server's answer less the lane, which the create page books. */
export const carriedOf = ({
  equipment: _equipment,
  pickup_location: _pickup,
  dropoff_location: _dropoff,
  ...carried
}: BookAgain): Carried => carried;

/*
 * Why a slice kept in the browser, by the new shipment's id: the appointment and finalizing steps
 * open by their own address, from the create page, the dashboard or the shipment's page, and
 * after a reload; what they start with must be found from the shipment alone, not from how the
 * page was reached. It is forgotten once the final details are saved (everything carried was then
 * saved or left out) and with the session, so nothing of one user shows to the next.
 */
export const bookAgainSlice = createSlice({
  name: 'bookAgain',
  initialState,
  reducers: {
    carriedOver: (state, { payload }: PayloadAction<{ shipmentId: number; carried: Carried }>) => {
      state.shipments[payload.shipmentId] = payload.carried;
    },
    carriedSettled: (state, { payload: shipmentId }: PayloadAction<number>) => {
      delete state.shipments[shipmentId];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, () => initialState).addCase(signedOut, () => initialState);
  },
  selectors: {
    selectCarried: (state, shipmentId: number): Carried | null =>
      state.shipments[shipmentId] ?? null,
  },
});

export const { carriedOver, carriedSettled } = bookAgainSlice.actions;
export const { selectCarried } = bookAgainSlice.selectors;

/** Kept in localStorage (`persist:bookAgain`) and read back on start, as the session is. */
export const bookAgainReducer = persistReducer(
  { key: bookAgainSlice.reducerPath, storage, whitelist: ['shipments'] },
  bookAgainSlice.reducer,
);
