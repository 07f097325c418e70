import { skipToken } from '@reduxjs/toolkit/query';
import { facilityDetails } from '@domain/facilityBook';
import type { BookFacility } from '@domain/facilityBook';
import type { FacilityFields, Shipment } from '@domain/types';
import { useGetFacilityQuery } from '../../api/facilityBookApi';
import { selectCarried } from '../../state/bookAgainSlice';
import { useAppSelector } from '../../state/hooks';
import type { StopName } from './facilityValues';
import { hasFacility } from './facilityValues';

type CarriedFacilities = Record<StopName, FacilityFields | null>;

/**
 * The facilities a shipment booked again carried over, as the book has them now, filled in as a
 * facility picked from the book is; none where the stop has its own saved, or where the new lane
 * has another city.
 */
export const useCarriedFacilities = (shipment: Shipment): CarriedFacilities => {
  const carried = useAppSelector((state) => selectCarried(state, shipment.id));
  const entryId = (stop: StopName) => {
    const id = carried?.[`${stop}_facility_id`];
    return id && !hasFacility(shipment[stop]) ? id : skipToken;
  };
  const fill = (stop: StopName, entry: BookFacility | undefined) =>
    entry && entry.city.id === shipment[stop].city.id ? facilityDetails(entry) : null;
  const pickup = useGetFacilityQuery(entryId('pickup')).currentData;
  const dropoff = useGetFacilityQuery(entryId('dropoff')).currentData;
  return { pickup: fill('pickup', pickup), dropoff: fill('dropoff', dropoff) };
};
