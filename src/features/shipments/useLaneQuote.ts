import { skipToken } from '@reduxjs/toolkit/query';
import { useGetQuoteQuery } from '../../api/api';
import type { Equipment } from '@domain/types';

type Lane = {
  equipment: Equipment;
  pickup_location: number | null;
  dropoff_location: number | null;
};

/**
 * The quote of the lane picked so far, asked again whenever the equipment or a city changes.
 * Only the current lane's answer counts, and a failed quote is simply no quote.
 */
export const useLaneQuote = ({ equipment, pickup_location, dropoff_location }: Lane) => {
  const lane =
    pickup_location && dropoff_location ? { pickup_location, dropoff_location, equipment } : null;
  const { currentData, isFetching } = useGetQuoteQuery(lane ?? skipToken);
  return { quote: lane ? currentData : undefined, fetching: Boolean(lane) && isFetching };
};
