import type { ShipmentListParams } from '@domain/listQueries';
import { pageOffset } from '@domain/listQueries';
import { matchesListFilters } from '@domain/shipmentListFilters';
import { compareShipments } from '@domain/shipmentOrdering';
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
import { companyOf } from './users';

const searchable = ({ id, pickup, dropoff, reference_number }: Shipment): string =>
  withShipmentId(shipmentSearchText(pickup.city, dropoff.city, reference_number), id);

/** What the list and the export read: the search and filters, in the list's order. */
type ShipmentQuery = Omit<ShipmentListParams, 'page' | 'page_size'>;

/** The company's shipments matching the search and the filters, of every tab, in order. */
const matching = (companyId: number, params: ShipmentQuery): Shipment[] => {
  const words = searchWords(params.search);
  return db.shipments
    .filter((shipment) => companyOf(shipment.userId) === companyId)
    .map((shipment) => toShipment(shipment))
    .filter((shipment) => matchesSearch(searchable(shipment), words))
    .filter((shipment) => matchesListFilters(shipment, params))
    .sort(compareShipments(params.ordering));
};

/** Every shipment the list would show on any of its pages: what the export writes. */
export const listAllShipments = (companyId: number, params: ShipmentQuery): Shipment[] =>
  matching(companyId, params).filter((shipment) => inTab(shipment.status, params.status));

/** One page of the company's shipments, with every tab's count among the matches. */
export const listShipmentPage = (companyId: number, params: ShipmentListParams): ShipmentPage => {
  const found = matching(companyId, params);
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
