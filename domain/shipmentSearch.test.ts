import { matchesSearch, searchWords, shipmentSearchText, withShipmentId } from './shipmentSearch';

const CHICAGO = { name: 'Chicago', region_code: 'IL' };
const MONTREAL = { name: 'Montréal', region_code: 'QC' };

const found = (search: string, reference: string | null = 'PO-1001') =>
  matchesSearch(
    withShipmentId(shipmentSearchText(CHICAGO, MONTREAL, reference), 10481),
    searchWords(search),
  );

describe('The shipment search', () => {
  it('folds the search into words, ignoring case, accents and spaces', () => {
    expect(searchWords('  Montréal   QC ')).toEqual(['montreal', 'qc']);
    expect(searchWords('   ')).toEqual([]);
  });

  it('finds a shipment by every word within its cities, regions, reference or ID', () => {
    expect(found('chicago')).toBe(true);
    expect(found('MONTREAL qc')).toBe(true);
    expect(found('chicago, montr')).toBe(true);
    expect(found('po-1001')).toBe(true);
    expect(found('#10481')).toBe(true);
    expect(found('10481 chicago')).toBe(true);
    expect(found('')).toBe(true);
  });

  it('needs every word', () => {
    expect(found('chicago dallas')).toBe(false);
    expect(found('#10482')).toBe(false);
    expect(found('po-1001', null)).toBe(false);
  });
});
