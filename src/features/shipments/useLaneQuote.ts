import { skipToken } from '@reduxjs/toolkit/query';
import { useGetQuoteQuery } from '../../api/api';
import { sameCityAtBothEnds } from '@domain/laneEnds';
import type { Equipment, IsoDate, QuoteRequest } from '@domain/types';

export type Lane = {
  equipment: Equipment;
  pickup_location: number | null;
  dropoff_location: number | null;
};

/** The lane as a quote request, once two different cities are picked; on the day, when one is. */
export const laneRequest = (
  { equipment, pickup_location, dropoff_location }: Lane,
  pickupDate?: IsoDate,
): QuoteRequest | null =>
  pickup_location && dropoff_location && !sameCityAtBothEnds(pickup_location, dropoff_location)
    ? {
        pickup_location,
        dropoff_location,
        equipment,
        ...(pickupDate ? { pickup_date: pickupDate } : {}),
      }
    : null;

/**
 * The quote of the lane picked so far (for the pickup day, when one is picked), asked again
 * whenever it changes. Only the current lane's answer counts, and a failed quote is simply no
 * quote.
 */
export const useLaneQuote = (lane: Lane, pickupDate?: IsoDate) => {
  const request = laneRequest(lane, pickupDate);
  const { currentData, isFetching, fulfilledTimeStamp, refetch } = useGetQuoteQuery(
    request ?? skipToken,
  );
  return {
    quote: request ? currentData : undefined,
    fetching: Boolean(request) && isFetching,
    /** When this browser received the quote: its hold counts from then. */
    quotedAt: fulfilledTimeStamp,
    /** The lane and day asked, as one key: null until both cities are picked. */
    key: request ? JSON.stringify(request) : null,
    refetch: () => {
      if (request) void refetch();
    },
  };
};
