import type { ShipmentListParams } from '@domain/listQueries';
import { pageOffset } from '@domain/listQueries';
import {
  matchesSearch,
  searchWords,
  shipmentSearchText,
  withShipmentId,
} from '@domain/shipmentSearch';
import { countByTab, inTab } from '@domain/shipmentTabs';
import type { Shipment, ShipmentPage } from '@domain/types';
import { toShipment } from './shipments';
import { db } from './store';

const searchable = ({ id, pickup, dropoff, reference_number }: Shipment): string =>
  withShipmentId(shipmentSearchText(pickup.city, dropoff.city, reference_number), id);

/** One page of the shipper's shipments, newest first, with every tab's count among the matches. */
export const listShipmentPage = (userId: number, params: ShipmentListParams): ShipmentPage => {
  const words = searchWords(params.search);
  const found = db.shipments
    .filter((shipment) => shipment.userId === userId)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .map(toShipment)
    .filter((shipment) => matchesSearch(searchable(shipment), words));
  const inChosenTab = found.filter((shipment) => inTab(shipment.status, params.status));
  const offset = pageOffset(params);
  return {
    results: inChosenTab.slice(offset, offset + params.page_size),
    count: inChosenTab.length,
    counts: countByTab(found.map((shipment) => shipment.status)),
    page: params.page,
    page_size: params.page_size,
  };
};
