import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@domain/constants';
import type { BookFacility } from '@domain/facilityBook';
import { useGetFacilityBookQuery } from '../../api/facilityBookApi';
import { cityLabel } from '../../components/CityPicker';
import { FieldFrame } from '../../components/form/FieldFrame';
import { SearchSelect } from '../../components/SearchSelect';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

const PICKER_ID = 'facility-book';

const labelOf = (entry: BookFacility) =>
  `${entry.facility_name}, ${entry.facility_address}, ${cityLabel(entry.city)} ${entry.zip_code}`;

/**
 * Finds a facility the company saved before, by name, city or ZIP code, a second after the last
 * keystroke; picking one hands it over to fill the form. The book is read afresh each time the
 * picker opens: a facility saved a moment ago is in it.
 */
export const FacilityBookPicker = ({ onPick }: { onPick: (entry: BookFacility) => void }) => {
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { currentData, isFetching } = useGetFacilityBookQuery(term, {
    skip: !term,
    refetchOnMountOrArgChange: true,
  });
  const results = (term ? (currentData?.results ?? []) : []).map((entry) => ({
    ...entry,
    label: labelOf(entry),
  }));
  return (
    <FieldFrame label="From the facility book" htmlFor={PICKER_ID}>
      <SearchSelect<BookFacility & { label: string }>
        id={PICKER_ID}
        value={null}
        onChange={(entry) => entry && onPick(entry)}
        searchText={text}
        onSearchTextChange={setText}
        results={text.trim() ? results : []}
        searching={Boolean(text.trim()) && (text.trim() !== term || isFetching)}
        placeholder="Search the facilities saved before"
        idle={!text.trim()}
        idleHint="Type a name, a city or a ZIP code"
      />
    </FieldFrame>
  );
};
